import {
  INITIAL_STATUS,
  isRequestStatus,
  type RequestStatus,
} from '@shared/entry-request/lifecycle';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import {
  DASHBOARD_ACTIVITY_ITEMS,
  DASHBOARD_DAYS,
  type ActivityItem,
  type Dashboard,
} from '@shared/schemas/dashboard.schemas';
import { isoDayIn, PLATFORM_TIME_ZONE } from '@shared/time/calendar-day';
import type { Db } from '../../db/client';
import { daysEndingAt } from '../../lib/company-day';
import { personName, siteInScope } from '../entry-requests/review.service';
import * as repo from './dashboard.repository';
import { submissionsPerDay } from './submissions-per-day';

function asStatus(value: string | null): RequestStatus | null {
  return isRequestStatus(value) ? value : null;
}

type AuditRow = Awaited<ReturnType<typeof repo.latestRequestAudit>>[number];

/** An exit or a decision; a row that records the submission itself is left to the request. */
function auditActivity(row: AuditRow): ActivityItem | null {
  const isExit = row.action.includes('exit');
  if (!isExit && (row.fromStatus === null || row.toStatus === null)) return null;
  return {
    kind: isExit ? 'exited' : 'status_changed',
    at: row.at.toISOString(),
    entryRequestId: row.entryRequestId,
    requestNumber: row.requestNumber,
    workerName: `${row.firstName} ${row.lastName}`.trim(),
    siteName: row.siteName,
    status: isExit ? null : asStatus(row.toStatus),
    actorName: personName(row.actorFirstName, row.actorLastName, row.actorUsername),
    reason: row.reason,
  };
}

/**
 * The control panel of one site in scope or of all the user's sites: today's figures, the latest
 * activity and submissions per day, each counted in the company's day.
 */
export async function dashboard(
  db: Db,
  user: SessionUser,
  siteId: number | undefined,
  now = new Date(),
): Promise<Dashboard> {
  let companyId = user.companyId;
  if (siteId !== undefined) {
    companyId = (await siteInScope(db, user, siteId)).companyId;
  }
  const [today, { zone, counts }, submissions, audit] = await Promise.all([
    repo.todayCounts(db, user, siteId, now),
    submissionsPerDay(db, user, siteId, companyId, now),
    repo.latestSubmissions(db, user, siteId, DASHBOARD_ACTIVITY_ITEMS),
    repo.latestRequestAudit(db, user, siteId, DASHBOARD_ACTIVITY_ITEMS * 2),
  ]);

  const days = daysEndingAt(isoDayIn(now, zone ?? PLATFORM_TIME_ZONE), DASHBOARD_DAYS);

  const activity: ActivityItem[] = [
    ...submissions.map((row): ActivityItem => ({
      kind: 'submitted',
      at: row.at.toISOString(),
      entryRequestId: row.entryRequestId,
      requestNumber: row.requestNumber,
      workerName: `${row.firstName} ${row.lastName}`.trim(),
      siteName: row.siteName,
      status: INITIAL_STATUS,
      actorName: null,
      reason: null,
    })),
    ...audit.map(auditActivity).filter((item): item is ActivityItem => item !== null),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, DASHBOARD_ACTIVITY_ITEMS);

  return {
    today,
    activity,
    perDay: days.map((date) => ({ date, count: counts.get(date) ?? 0 })),
  };
}
