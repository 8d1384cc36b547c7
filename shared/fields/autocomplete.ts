/** Lets the phone offer what the worker typed last time on the known fields of the default form. */
export const FIELD_AUTOCOMPLETE: Readonly<Record<string, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  phone: 'tel',
  email: 'email',
};
