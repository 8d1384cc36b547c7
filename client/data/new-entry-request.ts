import type { QueryClient } from '@tanstack/react-query';
import type { NewEntryRequestData } from '@shared/realtime/events';
import {
  DASHBOARD_ACTIVITY_ITEMS,
  type ActivityItem,
  type Dashboard,
} from '@shared/schemas/dashboard.schemas';
import {
  STAFF_LIST_LIMIT,
  type BadgeCounts,
  type PendingList,
} from '@shared/schemas/entry-review.schemas';
import { entryRequestKeys, type EntryRequestView } from './entry-requests';

/** The dashboard with the new request in it, or as it was when it already shows the request. */
function dashboardWithNewRequest(
  dashboard: Dashboard,
  entry: NewEntryRequestData,
): Dashboard {
  if (dashboard.activity.some((item) => item.entryRequestId === entry.entryId)) return dashboard;
  const { request } = entry;
  const submitted: ActivityItem = {
    kind: 'submitted',
    at: request.createdAt,
    entryRequestId: request.id,
    requestNumber: request.requestNumber,
    workerName: `${request.worker.firstName} ${request.worker.lastName}`.trim(),
    siteName: request.siteName,
    status: request.status,
    actorName: null,
    reason: null,
  };
  return {
    today: { ...dashboard.today, pending: dashboard.today.pending + 1 },
    activity: [submitted, ...dashboard.activity].slice(0, DASHBOARD_ACTIVITY_ITEMS),
    perDay: dashboard.perDay.map((day) =>
      day.date === entry.day ? { ...day, count: day.count + 1 } : day,
    ),
  };
}

/** The queue, oldest first, with the new request at its end while it has room for it. */
function queueWithNewRequest(list: PendingList, entry: NewEntryRequestData): PendingList {
  const isListed = list.requests.some((request) => request.id === entry.entryId);
  if (isListed || list.requests.length >= STAFF_LIST_LIMIT) return list;
  return { requests: [...list.requests, entry.request] };
}

/** The views a new request is written into: the queue, the menu's counts and the dashboards. */
const WRITTEN_ON_NEW_REQUEST: readonly EntryRequestView[] = ['pending', 'counts', 'dashboard'];

/**
 * The one other view a new request changes, to be read again. It is waiting: on no on-site list
 * or roll call, and the details open on screen are of other requests.
 */
export const READ_AGAIN_ON_NEW_REQUEST: readonly EntryRequestView[] = ['history', 'crews'];

/**
 * A new request announced in real time, written into the cached queue, the menu's counts and the
 * open dashboards (of all sites, or of its own) instead of reading them again: fifty tabs open on
 * a busy morning then send nothing for them. A read again of them already under way is cancelled
 * first, so its answer cannot land on top of the count; a first read is left to finish, since
 * cancelling it would leave the screen waiting for the next poll. The 30 s poll heals a message
 * that never came.
 */
export async function applyNewEntryRequest(
  client: QueryClient,
  entry: NewEntryRequestData,
): Promise<void> {
  await client.cancelQueries({
    queryKey: entryRequestKeys.all,
    predicate: (query) =>
      query.state.data !== undefined &&
      WRITTEN_ON_NEW_REQUEST.includes(query.queryKey[1] as EntryRequestView),
  });
  client.setQueryData<PendingList>(entryRequestKeys.pending(), (list) =>
    list ? queueWithNewRequest(list, entry) : list,
  );
  client.setQueryData<BadgeCounts>(entryRequestKeys.counts(), (counts) =>
    counts ? { ...counts, pending: counts.pending + 1 } : counts,
  );
  for (const siteId of [null, entry.siteId]) {
    client.setQueryData<Dashboard>(entryRequestKeys.dashboard(siteId), (dashboard) =>
      dashboard ? dashboardWithNewRequest(dashboard, entry) : dashboard,
    );
  }
}
