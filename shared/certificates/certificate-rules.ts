import { addMonths } from '../inspections/inspection-rules';

/*
 * A worker's certificates and what they allow, in one place: every number the law sets is a
 * named constant here with the rule it comes from, so a safety consultant can check the product
 * by reading this file. Days are YYYY-MM-DD strings, compared as text.
 */

/**
 * Work Safety Regulations (Work at Height), 2007: the domains a work-at-height training
 * certificate is given for. One certificate covers one domain or more.
 */
export const WORK_AT_HEIGHT_DOMAINS = [
  'ladders',
  'man_baskets',
  'mobile_platforms',
  'confined_spaces',
  'scaffolds',
  'roofs',
  'steel_structures',
  'tree_work',
  'stage_rigging',
] as const;
export type WorkAtHeightDomain = (typeof WORK_AT_HEIGHT_DOMAINS)[number];

export const WORK_AT_HEIGHT = 'work_at_height';

/**
 * The kinds the product knows. A company offers others on its forms (the certificate field's
 * options); those are kept by the value the company gave them and carry no rule of their own.
 */
export const CERTIFICATE_KINDS = [
  WORK_AT_HEIGHT,
  'lifting_platform_operator',
  'crane_signaller',
] as const;
export type KnownCertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** A kind's value as a form option holds it: lower-case letters, digits and underscores. */
export const CERTIFICATE_KIND_PATTERN = /^[a-z0-9_]{1,40}$/;

/**
 * Work Safety Regulations (Work at Height), 2007: a work-at-height certificate is valid at most
 * 2 years from its issue.
 */
export const WORK_AT_HEIGHT_MAX_VALIDITY_MONTHS = 24;

/** Work Safety Regulations (Work at Height), 2007: no one under 18 works at height. */
export const WORK_AT_HEIGHT_MIN_AGE = 18;

/** The certificates list shows those ending within this many days beside the expired ones. */
export const EXPIRY_WARNING_DAYS = 30;

export const isWorkAtHeightDomain = (value: string): value is WorkAtHeightDomain =>
  (WORK_AT_HEIGHT_DOMAINS as readonly string[]).includes(value);

export const isKnownKind = (value: string): value is KnownCertificateKind =>
  (CERTIFICATE_KINDS as readonly string[]).includes(value);

/** The last expiry day a certificate of this kind issued on `issuedOn` may carry, if limited. */
export function latestExpiry(kind: string, issuedOn: string): string | null {
  return kind === WORK_AT_HEIGHT ? addMonths(issuedOn, WORK_AT_HEIGHT_MAX_VALIDITY_MONTHS) : null;
}

/** Whole years of age on a day, by the calendar (a birthday on 29 February counts on 1 March). */
export function ageOn(dateOfBirth: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return on.slice(5) >= dateOfBirth.slice(5) ? years : years - 1;
}

/** 18 or older on that day. */
export function isAdult(dateOfBirth: string, on: string): boolean {
  return ageOn(dateOfBirth, on) >= WORK_AT_HEIGHT_MIN_AGE;
}

/** What a rule needs to know of a certificate. */
export interface CertificateTerms {
  kind: string;
  domains: readonly string[];
  issuedOn: string;
  expiresOn: string;
}

/** In force on that day: issued by then, not yet expired (the expiry day still counts). */
export function isInForce(cert: CertificateTerms, on: string): boolean {
  return cert.issuedOn <= on && on <= cert.expiresOn;
}

/**
 * Does this certificate let its holder work at height in this domain on that day? Only a
 * work-at-height certificate naming the domain, in force, and no longer than the law allows
 * (a longer one is not trusted whatever it says).
 */
export function certificateCovers(
  cert: CertificateTerms,
  domain: WorkAtHeightDomain,
  on: string,
): boolean {
  const latest = latestExpiry(cert.kind, cert.issuedOn);
  return (
    cert.kind === WORK_AT_HEIGHT &&
    cert.domains.includes(domain) &&
    isInForce(cert, on) &&
    (latest === null || cert.expiresOn <= latest)
  );
}

/** Where a certificate stands on a day, for the staff list. */
export type ExpiryState = 'valid' | 'expiring' | 'expired';

export function expiryState(expiresOn: string, today: string, warnUntil: string): ExpiryState {
  if (expiresOn < today) return 'expired';
  return expiresOn <= warnUntil ? 'expiring' : 'valid';
}
