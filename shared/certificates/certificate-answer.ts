import type { FormField } from '../schemas/field-types';
import { addDays, platformDay } from '../time/calendar-day';
import { isTextOnly, isValidIsoDate, saneDateRange } from '../validation/value-checks';
import {
  CERTIFICATE_KIND_PATTERN,
  CERTIFICATE_KINDS,
  isWorkAtHeightDomain,
  latestExpiry,
  WORK_AT_HEIGHT,
} from './certificate-rules';

/*
 * A certificate field's answer is one JSON text: a card the worker types in (with its photo sent
 * as the field's picture), or a card this phone's worker already has kept at the company.
 */

export interface NewCertificate {
  kind: string;
  domains: string[];
  number: string;
  issuedOn: string;
  expiresOn: string;
  instructorRegistration: string;
  dateOfBirth: string;
}

export interface KeptCertificate {
  keptId: number;
}

export type CertificateAnswer = NewCertificate | KeptCertificate;

/** The longest certificate or registration number kept. */
export const CERTIFICATE_NUMBER_MAX = 40;

export const isKept = (answer: CertificateAnswer): answer is KeptCertificate => 'keptId' in answer;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The answer's shape, or null when it is not a certificate at all. */
export function readCertificateAnswer(raw: string): CertificateAnswer | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  if ('keptId' in v) {
    return Number.isSafeInteger(v.keptId) && (v.keptId as number) > 0
      ? { keptId: v.keptId as number }
      : null;
  }
  const domains = Array.isArray(v.domains) ? v.domains : [];
  if (!domains.every((d) => typeof d === 'string')) return null;
  return {
    kind: text(v.kind),
    domains: [...new Set(domains as string[])],
    number: text(v.number),
    issuedOn: text(v.issuedOn),
    expiresOn: text(v.expiresOn),
    instructorRegistration: text(v.instructorRegistration),
    dateOfBirth: text(v.dateOfBirth),
  };
}

/** The kinds a field offers: its options when the company set them, else the product's own. */
export function offeredKinds(field: Pick<FormField, 'options'>): string[] {
  const own = (field.options ?? [])
    .map((o) => o.value)
    .filter((v) => CERTIFICATE_KIND_PATTERN.test(v));
  return own.length > 0 ? own : [...CERTIFICATE_KINDS];
}

/** A problem: a key of the `validation` catalog and its values. */
interface Problem {
  key: string;
  params?: Record<string, string>;
}

function numberProblem(value: string, missingKey: string): Problem | null {
  if (value === '') return { key: missingKey };
  if (value.length > CERTIFICATE_NUMBER_MAX || !isTextOnly(value)) {
    return { key: 'certificateNumberInvalid' };
  }
  return null;
}

function datesProblem(c: NewCertificate, today: string): Problem | null {
  const { min } = saneDateRange();
  const dates = [c.issuedOn, c.expiresOn, c.dateOfBirth];
  if (!dates.every(isValidIsoDate) || dates.some((d) => d < min)) {
    return { key: 'certificateDatesInvalid' };
  }
  // A day's slack: the phone and the server may stand on either side of midnight.
  const latestToday = addDays(today, 1);
  if (c.dateOfBirth > latestToday) return { key: 'birthDateInFuture' };
  if (c.issuedOn > latestToday) return { key: 'certificateIssuedInFuture' };
  if (c.expiresOn <= c.issuedOn) return { key: 'certificateExpiryBeforeIssue' };
  const latest = latestExpiry(c.kind, c.issuedOn);
  if (latest !== null && c.expiresOn > latest) {
    return { key: 'certificateTooLong', params: { latest } };
  }
  if (c.expiresOn < addDays(today, -1)) {
    return { key: 'certificateExpired', params: { date: c.expiresOn } };
  }
  return null;
}

/**
 * The rule a certificate answer meets, on the worker's phone and on the server alike. A kept
 * certificate is checked here for its shape only; the server checks it is this phone's.
 */
export function certificateProblem(
  raw: string,
  field: FormField,
  hasPhoto: boolean,
  now = new Date(),
): Problem | null {
  const answer = readCertificateAnswer(raw);
  if (!answer) return { key: 'certificateInvalid' };
  if (isKept(answer)) return null;
  if (!offeredKinds(field).includes(answer.kind)) return { key: 'certificateKind' };
  const isAtHeight = answer.kind === WORK_AT_HEIGHT;
  if (isAtHeight && answer.domains.length === 0) return { key: 'certificateDomains' };
  if (!answer.domains.every(isWorkAtHeightDomain) || (!isAtHeight && answer.domains.length > 0)) {
    return { key: 'certificateDomains' };
  }
  const number = numberProblem(answer.number, 'certificateNumberMissing');
  if (number) return number;
  if (isAtHeight || answer.instructorRegistration !== '') {
    const instructor = numberProblem(answer.instructorRegistration, 'certificateInstructorMissing');
    if (instructor) return instructor;
  }
  const dates = datesProblem(answer, platformDay(now));
  if (dates) return dates;
  return hasPhoto ? null : { key: 'certificatePhotoMissing' };
}
