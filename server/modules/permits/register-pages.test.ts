import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createStaffWorld, type StaffWorld } from '../../../test/staff-world';
import { localDateTime } from '../../lib/company-day';
import { REGISTER_PAGE } from './register.service';

/*
 * Many permits at once, read back whole: the register page by page (no permit twice, none
 * left out, ties of the same start kept in id order), the CSV of the whole range, and a busy
 * board with every worker on his own permit, in the order he joined.
 */
let t: TestApp;
let w: StaffWorld;

const IN_RANGE = 2 * REGISTER_PAGE + 30;
const ON_BOARD = 120;
const WORKERS_EACH = 8;
const MOVES = ['create', 'request', 'approve', 'start', 'close'];

interface Row {
  id: number;
  planned_start: Date | string;
}

async function rowsOf<T>(query: ReturnType<typeof sql>) {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const byStartThenId = (a: Row, b: Row) =>
  new Date(a.planned_start).getTime() - new Date(b.planned_start).getTime() || a.id - b.id;

beforeAll(async () => {
  t = await buildTestApp();
  w = await createStaffWorld(t);
  const manager = w.users.manager.id;
  const insertPermits = (siteId: number, count: number, location: string, start: string) =>
    t.db.execute(sql`
      insert into permits (company_id, site_id, kind, location, task, domain, planned_start,
        planned_end, work_manager_user_id, ground_attendant_name, state, created_by)
      select ${w.companyA.id}, ${siteId}, 'work_at_height', ${location} || ' ' || g,
             'משימה ' || g, 'scaffolds', ${sql.raw(start)},
             ${sql.raw(start)} + interval '8 hours', ${manager}, 'צופה',
             ${location === 'board' ? 'active' : 'closed'}, ${manager}
      from generate_series(1, ${count}::int) g`);
  // Twelve days across the start of summer time in Israel, three permits of each day sharing
  // one start: the cursor must keep them apart by id.
  const registerStart = `timestamptz '2026-03-20 04:00:00Z' + ((g - 1) % 12) * interval '1 day'
    + ((g - 1) / 36) * interval '1 hour'`;
  await insertPermits(w.siteOne.id, IN_RANGE, 'register', registerStart);
  await insertPermits(w.siteTwo.id, 5, 'register', registerStart);
  await insertPermits(w.siteOne.id, 3, 'later', `timestamptz '2026-04-10 04:00:00Z'`);
  await insertPermits(w.siteOne.id, ON_BOARD, 'board', `now() - interval '1 hour'`);
  await t.db.execute(sql`
    insert into permit_transitions (permit_id, action, from_state, to_state, actor_user_id,
      reason, created_at)
    select p.id, m.action, m.from_state, m.to_state,
           case when m.action = 'close' then null else ${manager}::int end,
           case when m.action = 'close' then 'סגירה ' || p.id else '' end,
           p.planned_start + m.n * interval '7 minutes'
    from permits p
    cross join (values (0, 'create', null, 'draft'), (1, 'request', 'draft', 'requested'),
      (2, 'approve', 'requested', 'approved'), (3, 'start', 'approved', 'active'),
      (4, 'close', 'active', 'closed')) as m(n, action, from_state, to_state)
    where p.state = 'closed'`);
  await t.db.execute(sql`
    insert into entry_requests (id, company_id, site_id, request_number, status, form_version,
      values, language, worker_first_name, worker_last_name, worker_phone, worker_company,
      decided_at, created_at)
    select 'pages-worker-' || p.id || '-' || j, ${w.companyA.id}, ${w.siteOne.id},
           700000 + p.id * 10 + j, 'approved', 0, '{}', 'he', 'עובד', p.id || '-' || j,
           '050-' || lpad((p.id * 10 + j)::text, 7, '0'), 'קבלן ' || j, now(), now()
    from permits p, generate_series(1, ${WORKERS_EACH}::int) j
    where p.site_id = ${w.siteOne.id} and j <= case when p.state = 'active' then ${WORKERS_EACH}
      else p.id % 4 end`);
  // Joined in the reverse of their numbers, so the order read is the joining's, not the id's.
  await t.db.execute(sql`
    insert into permit_workers (permit_id, entry_request_id, signature_name, language,
      joined_at, check_result)
    select split_part(substr(e.id, 14), '-', 1)::int, e.id, 'חתימה', 'he',
           p.planned_start + (10 - split_part(substr(e.id, 14), '-', 2)::int) * interval '1 minute',
           '[]'
    from entry_requests e
    join permits p on p.id = split_part(substr(e.id, 14), '-', 1)::int
    where e.id like 'pages-worker-%'`);
});
afterAll(() => t.close());

/** The workers each permit should list: its own, latest number first (he joined first). */
async function expectedWorkers() {
  const rows = await rowsOf<{ permit_id: number; name: string }>(sql`
    select pw.permit_id, er.worker_first_name || ' ' || er.worker_last_name as name
    from permit_workers pw join entry_requests er on er.id = pw.entry_request_id
    order by pw.permit_id, split_part(substr(pw.entry_request_id, 14), '-', 2)::int desc`);
  const map = new Map<number, string[]>();
  for (const row of rows) map.set(row.permit_id, [...(map.get(row.permit_id) ?? []), row.name]);
  return map;
}

describe('a register of many permits', () => {
  it('answers page after page: each permit once, in start and id order, with all it holds', async () => {
    const expected = (
      await rowsOf<Row>(sql`select id, planned_start from permits
        where site_id = ${w.siteOne.id} and location like 'register %'`)
    ).sort(byStartThenId);
    expect(expected).toHaveLength(IN_RANGE);
    const workersOf = await expectedWorkers();
    const pages: { permits: Record<string, unknown>[]; nextCursor: number | null }[] = [];
    let cursor: number | null = null;
    do {
      const res = await t.app.inject({
        url: `/api/permits/register?siteId=${w.siteOne.id}&from=2026-03-20&to=2026-03-31${
          cursor === null ? '' : `&cursor=${cursor}`
        }`,
        headers: { cookie: w.cookies.manager },
      });
      expect(res.statusCode, res.body).toBe(200);
      pages.push(res.json());
      cursor = pages.at(-1)!.nextCursor;
    } while (cursor !== null && pages.length < 10);
    expect(pages.map((p) => p.permits.length)).toEqual([REGISTER_PAGE, REGISTER_PAGE, 30]);
    const listed = pages.flatMap((p) => p.permits) as {
      id: number;
      plannedStart: string;
      workers: { name: string }[];
      transitions: Record<string, unknown>[];
    }[];
    expect(listed.map((p) => p.id)).toEqual(expected.map((p) => p.id));
    for (const [index, permit] of listed.entries()) {
      const start = new Date(expected[index]!.planned_start);
      expect(permit.plannedStart).toBe(start.toISOString());
      expect(permit.workers.map((x) => x.name)).toEqual(workersOf.get(permit.id) ?? []);
      expect(permit.transitions).toEqual(
        MOVES.map((action, n) => ({
          action,
          fromState: n === 0 ? null : expect.any(String),
          toState: expect.any(String),
          at: localDateTime(new Date(start.getTime() + n * 7 * 60_000), 'Asia/Jerusalem'),
          byName: action === 'close' ? null : expect.any(String),
          reason: action === 'close' ? `סגירה ${permit.id}` : '',
          failedChecks: [],
        })),
      );
    }
  });

  it('gives the whole range as one CSV, a line per move of every permit in order', async () => {
    const expected = (
      await rowsOf<Row>(sql`select id, planned_start from permits
        where site_id = ${w.siteOne.id} and location like 'register %'`)
    ).sort(byStartThenId);
    const res = await t.app.inject({
      url: `/api/permits/register.csv?siteId=${w.siteOne.id}&from=2026-03-20&to=2026-03-31&lang=en`,
      headers: { cookie: w.cookies.manager },
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body.split('\r\n').filter((line) => line !== '');
    expect(lines).toHaveLength(1 + IN_RANGE * MOVES.length);
    const ids = lines.slice(1).map((line) => Number(line.slice(1, line.indexOf('"', 1))));
    expect(ids).toEqual(expected.flatMap((p) => MOVES.map(() => p.id)));
    expect(lines.at(-1)).toContain(`סגירה ${expected.at(-1)!.id}`);
  });
});

describe('a busy board', () => {
  it('lists every permit of today with its own workers in the order they joined', async () => {
    const expected = (
      await rowsOf<Row>(sql`select id, planned_start from permits
        where site_id = ${w.siteOne.id} and location like 'board %'`)
    ).sort(byStartThenId);
    const workersOf = await expectedWorkers();
    const res = await t.app.inject({
      url: `/api/permits/board?siteId=${w.siteOne.id}`,
      headers: { cookie: w.cookies.manager },
    });
    expect(res.statusCode).toBe(200);
    const permits = res.json().permits as {
      id: number;
      workers: { name: string; company: string }[];
    }[];
    expect(permits.map((p) => p.id)).toEqual(expected.map((p) => p.id));
    for (const permit of permits) {
      expect(permit.workers).toHaveLength(WORKERS_EACH);
      expect(permit.workers.map((x) => x.name)).toEqual(workersOf.get(permit.id));
    }
  });
});
