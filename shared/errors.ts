/**
 * The one list of error codes the server sends in `{ code, message }`. The client shows the
 * translation of `errors:<code>` and falls back to the server's message.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'ROUTE_NOT_FOUND',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'ORIGIN_FORBIDDEN',
  'INVALID_CREDENTIALS',
  'ACCOUNT_INACTIVE',
  'TOO_MANY_REQUESTS',
  'PAYLOAD_TOO_LARGE',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'STORAGE_FULL',
  'STORAGE_UNAVAILABLE',
  'INTERNAL',
  'WRONG_CURRENT_PASSWORD',
  'SITE_NOT_FOUND',
  'SITE_CODE_MISSING',
  'ENTRY_NOT_FOUND',
  'ENTRY_STATE_CONFLICT',
  'FORM_VERSION_UNKNOWN',
  'FILE_NOT_IMAGE',
  'COMPANY_REQUIRED',
  'SITE_CODE_TAKEN',
  'USERNAME_TAKEN',
  'ROLE_NOT_ALLOWED',
  'SELF_CHANGE_FORBIDDEN',
  'EQUIPMENT_NUMBER_TAKEN',
  'IMPORT_INVALID',
  'DOCUMENT_TYPE_NOT_ALLOWED',
  'VIDEO_TYPE_NOT_ALLOWED',
  'LEAD_ALREADY_CONVERTED',
  'AGENT_ALREADY_ASSIGNED',
  'SLUG_TAKEN',
  'BILLING_DAY_CLOSED',
  'BILLING_DAY_OPEN',
  'IDEMPOTENCY_KEY_REUSED',
  'QUIZ_NOT_FOUND',
  'QUIZ_ANSWERS_INVALID',
  'QUIZ_TRIES_EXHAUSTED',
  'QUIZ_CLOSED',
  'INSPECTOR_NOT_QUALIFIED',
  'EQUIPMENT_INACTIVE',
  'PUSH_ENDPOINT_NOT_ALLOWED',
  'PUSH_ACTION_EXPIRED',
  'WEBHOOK_URL_NOT_ALLOWED',
  'CERTIFICATE_ALREADY_VERIFIED',
  'KIOSK_LINK_INVALID',
  'KIOSK_REVOKED',
  'CREW_FOREMAN_REQUIRED',
  'CREW_OTHER_SITE',
  'CREW_TOO_LARGE',
  'CREW_NOT_FOUND',
  'BRIEFING_NOT_SET',
  'BRIEFING_DAY_MISMATCH',
  'PERMIT_STATE_CONFLICT',
  'PERMIT_CHECKS_FAILED',
  'PERMIT_WORKER_NOT_QUALIFIED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiError {
  code: ErrorCode;
  message: string;
  /** Per-field problems of a VALIDATION_FAILED answer: field id -> i18n key or message. */
  details?: Record<string, string>;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
