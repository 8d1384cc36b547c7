import { eq } from 'drizzle-orm';
import { STATUS_EVENT } from '@shared/realtime/events';
import type { Db } from '../db/client';
import { entryRequests } from '../db/schema';
import type { DomainEvent } from './domain-events';
import type { Hub } from './hub';

/** Turns a committed change into the messages this instance's sockets should see. */
export async function dispatch(db: Db, hub: Hub, event: DomainEvent): Promise<void> {
  if (hub.size === 0) return;
  if (event.type === 'staff_access_changed') {
    hub.closeStaffSocketsOf(event.userId);
    return;
  }
  const [entry] = await db
    .select({
      companyId: entryRequests.companyId,
      firstName: entryRequests.workerFirstName,
      lastName: entryRequests.workerLastName,
    })
    .from(entryRequests)
    .where(eq(entryRequests.id, event.entryId));
  if (!entry) return;
  const { entryId, siteId } = event;
  switch (event.type) {
    case 'entry_created':
      hub.toStaffOfSite(siteId, entry.companyId, {
        type: 'new_entry_request',
        message: `${entry.firstName} ${entry.lastName}`.trim(),
        data: { entryId, siteId, worker: { firstName: entry.firstName, lastName: entry.lastName } },
      });
      return;
    case 'entry_status_changed': {
      const workerType = STATUS_EVENT[event.status];
      if (workerType)
        hub.toEntrySubscribers(entryId, { type: workerType, data: { entryId, siteId } });
      hub.toStaffOfSite(siteId, entry.companyId, {
        type: 'entry_status_changed',
        data: { entryId, siteId, status: event.status },
      });
      return;
    }
    case 'entry_exited':
      hub.toStaffOfSite(siteId, entry.companyId, {
        type: 'entry_exited',
        data: { entryId, siteId },
      });
      return;
  }
}
