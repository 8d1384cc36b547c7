import type { RequestStatus } from '@shared/entry-request/lifecycle';
import { isPermitState, type PermitState } from '@shared/permits/permit-lifecycle';

/**
 * What a committed change announces on the NOTIFY channel: ids and the type only, since
 * PostgreSQL caps a payload under 8000 bytes; each instance reads what it must send
 * (docs/realtime.md).
 */
export type DomainEvent =
  | { type: 'entry_created'; entryId: string; siteId: number }
  | { type: 'entry_status_changed'; entryId: string; siteId: number; status: RequestStatus }
  | { type: 'entry_exited'; entryId: string; siteId: number }
  /** A permit moved, was joined, overridden or checked differently. */
  | { type: 'permit_changed'; permitId: number; siteId: number; state: PermitState }
  /** A user's sign-in or site grants changed: his open staff sockets hold a stale scope. */
  | { type: 'staff_access_changed'; userId: number };

export const EVENTS_CHANNEL = 'site_entry_events';

export function parseDomainEvent(payload: string): DomainEvent | null {
  try {
    const value = JSON.parse(payload) as Partial<Record<string, unknown>>;
    if (value.type === 'staff_access_changed') {
      return typeof value.userId === 'number' ? (value as DomainEvent) : null;
    }
    if (value.type === 'permit_changed') {
      const isValid =
        typeof value.permitId === 'number' &&
        typeof value.siteId === 'number' &&
        isPermitState(value.state);
      return isValid ? (value as DomainEvent) : null;
    }
    if (typeof value.entryId !== 'string' || typeof value.siteId !== 'number') return null;
    if (value.type === 'entry_created' || value.type === 'entry_exited')
      return value as DomainEvent;
    if (value.type === 'entry_status_changed' && typeof value.status === 'string') {
      return value as DomainEvent;
    }
    return null;
  } catch {
    return null;
  }
}
