/**
 * The events push notifications and webhooks hear of. Their names are the webhook payload's
 * `type`, which integrators read: never rename one.
 */
export const OUTBOX_EVENT_TYPES = [
  'entry_request.submitted',
  'entry_request.decided',
  'entry_request.exited',
] as const;
export type OutboxEventType = (typeof OUTBOX_EVENT_TYPES)[number];
