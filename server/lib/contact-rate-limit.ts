/**
 * The limit on each public contact form (the product site's, a site's inquiry form): a person
 * sends one or two; a script sending many from one address is stopped.
 */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: 10 * 60 * 1000 };
