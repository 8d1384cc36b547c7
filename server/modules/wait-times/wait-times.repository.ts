import { sql } from 'drizzle-orm';
import { OPEN_STATUSES } from '@shared/entry-request/lifecycle';
import type { Db } from '../../db/client';
import { instantIsToday } from '../../lib/company-day';
import { sqlLiterals } from '../../db/sql-literals';

const DAY_MS = 24 * 60 * 60 * 1000;
const WAITING_SHOWN = 100;

type Rows<Row> = { rows: Row[] };

/** A site filter: null for every site of the company. */
const siteFilter = (column: string, siteIds: number[] | null) =>
  siteIds === null
    ? sql``
    : siteIds.length === 0
      ? sql` and false`
      : sql.raw(` and ${column} in (${siteIds.map(Number).join(',')})`);

/**
 * Per site, the median and 90th percentile of submission-to-decision over the company's today
 * and the last 30 days, and the 30 days' decisions by channel. One pass over the decisions of
 * 30 days, read through the (company, decided_at) index.
 */
export async function siteFigures(db: Db, companyId: number, siteIds: number[] | null, now: Date) {
  const since = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const wait = sql`extract(epoch from (e.decided_at - e.created_at))`;
  const isToday = instantIsToday(sql`e.decided_at`, now, sql`c.timezone`);
  const result = (await db.execute(sql`
    select s.id as site_id, s.name as site_name,
      count(e.id) filter (where ${isToday})::int as today_count,
      percentile_cont(0.5) within group (order by ${wait}) filter (where ${isToday}) as today_median,
      percentile_cont(0.9) within group (order by ${wait}) filter (where ${isToday}) as today_p90,
      count(e.id)::int as month_count,
      percentile_cont(0.5) within group (order by ${wait}) as month_median,
      percentile_cont(0.9) within group (order by ${wait}) as month_p90,
      count(e.id) filter (where e.decided_via = 'push')::int as by_push
    from sites s
    join companies c on c.id = s.company_id
    left join entry_requests e on e.site_id = s.id and e.company_id = s.company_id
      and e.decided_at >= ${since}::timestamptz and e.decided_at <= ${now.toISOString()}::timestamptz
    where s.company_id = ${companyId}${siteFilter('s.id', siteIds)}
    group by s.id, s.name
    order by s.name`)) as Rows<Record<string, unknown>>;
  const seconds = (value: unknown) => (value === null ? null : Math.round(Number(value)));
  return result.rows.map((row) => ({
    siteId: Number(row.site_id),
    siteName: String(row.site_name),
    today: {
      decided: Number(row.today_count),
      medianSeconds: seconds(row.today_median),
      p90Seconds: seconds(row.today_p90),
    },
    last30Days: {
      decided: Number(row.month_count),
      medianSeconds: seconds(row.month_median),
      p90Seconds: seconds(row.month_p90),
    },
    channels: {
      push: Number(row.by_push),
      queue: Number(row.month_count) - Number(row.by_push),
    },
  }));
}

/** The requests still waiting for a decision, the longest first, with their age. */
export async function waitingRequests(
  db: Db,
  companyId: number,
  siteIds: number[] | null,
  now: Date,
) {
  const result = (await db.execute(sql`
    select e.id, e.request_number, e.site_id, e.worker_first_name, e.worker_last_name,
      extract(epoch from (${now.toISOString()}::timestamptz - e.created_at)) as waiting
    from entry_requests e
    where e.company_id = ${companyId}
      and e.status in (${sqlLiterals(OPEN_STATUSES)})${siteFilter('e.site_id', siteIds)}
    order by e.created_at
    limit ${WAITING_SHOWN}`)) as Rows<Record<string, unknown>>;
  return result.rows.map((row) => ({
    entryId: String(row.id),
    requestNumber: Number(row.request_number),
    siteId: Number(row.site_id),
    workerName:
      `${String(row.worker_first_name ?? '')} ${String(row.worker_last_name ?? '')}`.trim(),
    waitingSeconds: Math.max(0, Math.round(Number(row.waiting))),
  }));
}
