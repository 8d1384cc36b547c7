import {
  readCertificateAnswer,
  type NewCertificate,
} from '@shared/certificates/certificate-answer';
import { WORK_AT_HEIGHT } from '@shared/certificates/certificate-rules';

/** What the worker is typing for a new certificate. */
export const EMPTY_CERTIFICATE: NewCertificate = {
  kind: '',
  domains: [],
  number: '',
  issuedOn: '',
  expiresOn: '',
  instructorRegistration: '',
  dateOfBirth: '',
};

/** The answer as the form holds it: the new card typed so far, or a kept one chosen. */
export type CertificateDraft = { keptId: number } | NewCertificate;

export function draftOf(value: unknown): CertificateDraft {
  const answer = typeof value === 'string' && value ? readCertificateAnswer(value) : null;
  if (!answer) return EMPTY_CERTIFICATE;
  return answer;
}

/**
 * The field's answer for a draft: empty while nothing is typed, so a required field says so;
 * domains only for work at height, so changing the kind drops them.
 */
export function answerOf(draft: CertificateDraft): string {
  if ('keptId' in draft) return JSON.stringify({ keptId: draft.keptId });
  const card = { ...draft, domains: draft.kind === WORK_AT_HEIGHT ? draft.domains : [] };
  const typed = Object.entries(card).some(([key, v]) =>
    key === 'domains' ? (v as string[]).length > 0 : v !== '',
  );
  return typed ? JSON.stringify(card) : '';
}
