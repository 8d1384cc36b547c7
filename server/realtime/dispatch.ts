import { eq } from 'drizzle-orm';
import { STATUS_EVENT } from '@shared/realtime/events';
import type { Db } from '../db/client';
import { entryRequests } from '../db/schema';
import { newRequestNotice } from '../modules/entry-requests/review.service';
import { permitAudience } from '../modules/permits/permits.service';
import type { DomainEvent } from './domain-events';
import type { Hub } from './hub';

/** Turns a committed change into the messages this instance's sockets should see. */
export async function dispatch(db: Db, hub: Hub, event: DomainEvent): Promise<void> {
  if (hub.size === 0) return;
  if (event.type === 'staff_access_changed') {
    hub.closeStaffSocketsOf(event.userId);
    return;
  }
  if (event.type === 'permit_changed') {
    const audience = await permitAudience(db, event.permitId);
    if (!audience) return;
    const data = { permitId: event.permitId, siteId: event.siteId, state: event.state };
    hub.toStaffOfSite(event.siteId, audience.companyId, { type: 'permit_changed', data });
    for (const entryId of audience.entryIds) {
      hub.toEntrySubscribers(entryId, { type: 'permit_changed', data });
    }
    return;
  }
  const { entryId, siteId } = event;
  if (event.type === 'entry_created') {
    const notice = await newRequestNotice(db, entryId);
    if (!notice) return;
    const { worker } = notice.data;
    hub.toStaffOfSite(siteId, notice.companyId, {
      type: 'new_entry_request',
      message: `${worker.firstName} ${worker.lastName}`.trim(),
      data: notice.data,
    });
    return;
  }
  const [entry] = await db
    .select({ companyId: entryRequests.companyId })
    .from(entryRequests)
    .where(eq(entryRequests.id, entryId));
  if (!entry) return;
  switch (event.type) {
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
