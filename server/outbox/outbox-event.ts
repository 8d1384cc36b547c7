import { sql, type SQL } from 'drizzle-orm';
import { isFinalStatus } from '@shared/entry-request/lifecycle';
import type { OutboxEventType } from '@shared/notifications/event-types';
import { randomToken } from '../lib/crypto';
import type { DomainEvent } from '../realtime/domain-events';

/** The outbox's name for a domain event, or null when push and webhooks ignore it. */
export function outboxTypeOf(event: DomainEvent): OutboxEventType | null {
  switch (event.type) {
    case 'entry_created':
      return 'entry_request.submitted';
    case 'entry_status_changed':
      return isFinalStatus(event.status) ? 'entry_request.decided' : null;
    case 'entry_exited':
      return 'entry_request.exited';
    default:
      return null;
  }
}

/**
 * The statement that keeps the event in the outbox, for the change's transaction to run: it is
 * there if and only if the change committed, and stays until an instance has handed it on
 * (docs/notifications.md). Null for the events the outbox does not keep.
 */
export function outboxInsertOf(event: DomainEvent): SQL | null {
  const type = outboxTypeOf(event);
  if (!type || !('entryId' in event)) return null;
  return sql`
    insert into outbox_events (event_id, type, company_id, site_id, entry_request_id)
    select ${`evt_${randomToken(16)}`}, ${type}, s.company_id, s.id, ${event.entryId}
    from sites s where s.id = ${event.siteId}`;
}
