import os from 'node:os';
import pg from 'pg';
import { startDemoServer } from './lib/demo-server';
import type { Figure } from './lib/figures';
import { percentile } from './lib/percentile';
import { timedRead } from './lib/event-herd';
import { createScratchDatabase } from './lib/scratch-database';
import { loginCookie } from './lib/staff-login';

export const name = 'permits';

const TODAY_PERMITS = Number(process.env.BENCH_PERMITS_TODAY ?? 200);
const TODAY_WORKERS = Number(process.env.BENCH_PERMIT_WORKERS ?? 2_000);
const YEAR_PER_DAY = Number(process.env.BENCH_PERMITS_PER_DAY ?? 20);
const SAMPLES = Number(process.env.BENCH_PERMITS_SAMPLES ?? 20);
const WARMUP = 3;
const ADMIN = 'demo-admin';

/**
 * The demo site grown to a busy day and a year behind it: TODAY_PERMITS live permits today with
 * TODAY_WORKERS workers approved on site today spread over them, and YEAR_PER_DAY permits a day
 * for the past year, each with its five moves from creation to closing.
 */
async function fill(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const site = await client.query(
      `select s.id, s.company_id, u.id as user_id from sites s, users u
       where s.code = 'DEMO' and u.username = $1`,
      [ADMIN],
    );
    const { id: siteId, company_id: companyId, user_id: userId } = site.rows[0];
    await client.query(
      `insert into entry_requests (id, company_id, site_id, request_number, status, form_version,
         values, language, worker_first_name, worker_last_name, worker_phone, worker_company,
         decided_at, created_at)
       select 'bench-permit-worker-' || g, $1, $2, 900000 + g, 'approved', 0, '{}', 'he',
              'עובד', 'מספר ' || g, '050-' || lpad(g::text, 7, '0'), 'קבלן', now(), now()
       from generate_series(1, $3::int) g`,
      [companyId, siteId, TODAY_WORKERS],
    );
    await client.query(
      `insert into permits (company_id, site_id, kind, location, task, domain, planned_start,
         planned_end, work_manager_user_id, ground_attendant_name, state, created_by, checks)
       select $1, $2, 'work_at_height', 'בניין ' || g, 'משימה ' || g, 'scaffolds',
              now() - interval '1 hour', now() + interval '6 hours', $3, 'צופה', 'active', $3,
              '[{"check":"ground_attendant","passed":true,"workers":[],"override":null}]'
       from generate_series(1, $4::int) g`,
      [companyId, siteId, userId, TODAY_PERMITS],
    );
    await client.query(
      `insert into permit_workers (permit_id, entry_request_id, signature_name, language,
         joined_at, check_result)
       select p.id, 'bench-permit-worker-' || g, 'עובד ' || g, 'he', now(), '[]'
       from generate_series(1, $1::int) g
       join (select id, row_number() over (order by id) - 1 as n from permits) p
         on p.n = (g - 1) % $2::int`,
      [TODAY_WORKERS, TODAY_PERMITS],
    );
    await client.query(
      `insert into permits (company_id, site_id, kind, location, task, domain, planned_start,
         planned_end, work_manager_user_id, ground_attendant_name, state, created_by)
       select $1, $2, 'work_at_height', 'בניין', 'משימה', 'roofs',
              now() - (d || ' days')::interval - interval '2 hours',
              now() - (d || ' days')::interval + interval '6 hours', $3, 'צופה', 'closed', $3
       from generate_series(1, 364) d, generate_series(1, $4::int) k`,
      [companyId, siteId, userId, YEAR_PER_DAY],
    );
    await client.query(
      `insert into permit_transitions (permit_id, action, from_state, to_state, actor_user_id,
         created_at)
       select p.id, m.action, m.from_state, m.to_state, $1, p.planned_start
       from permits p
       cross join (values ('create', null, 'draft'), ('request', 'draft', 'requested'),
         ('approve', 'requested', 'approved'), ('start', 'approved', 'active'),
         ('close', 'active', 'closed')) as m(action, from_state, to_state)
       where p.state = 'closed'`,
      [userId],
    );
    await client.query('vacuum analyze');
    return siteId as number;
  } finally {
    await client.end();
  }
}

async function medians(reads: { url: string; cookie: string }[]): Promise<number[]> {
  const took = reads.map((): number[] => []);
  for (let round = 0; round < WARMUP + SAMPLES; round++) {
    for (const [index, read] of reads.entries()) {
      const ms = await timedRead(read.url, read.cookie);
      if (round >= WARMUP) took[index]!.push(ms);
    }
  }
  return took.map((samples) => percentile(samples, 50));
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The board of a site with TODAY_PERMITS permits and TODAY_WORKERS workers on them, and the
 * register of a year of permits (its first page: the register answers a page at a time, and a
 * later page costs what the first does), read in turns with /healthz: each within 10x /healthz.
 */
export async function run(): Promise<Figure[]> {
  const database = await createScratchDatabase('bench_permits');
  let server: { url: string; stop(): Promise<void> } | null = null;
  try {
    server = await startDemoServer({ databaseUrl: database.url, seedDemo: true });
    console.log(
      `  filling ${TODAY_PERMITS} permits with ${TODAY_WORKERS} workers today, ${YEAR_PER_DAY} a day for a year`,
    );
    const siteId = await fill(database.url);
    const cookie = await loginCookie(server.url, ADMIN);
    const reads = {
      [`board of ${TODAY_PERMITS} permits and ${TODAY_WORKERS} workers`]: `${server.url}/api/permits/board?siteId=${siteId}`,
      [`register of a year (${YEAR_PER_DAY * 364} permits), a page`]: `${server.url}/api/permits/register?siteId=${siteId}&from=${day(-365)}&to=${day(0)}`,
    };
    const figures: Figure[] = [];
    for (const [label, url] of Object.entries(reads)) {
      const [healthzMs, readMs] = await medians([
        { url: `${server.url}/healthz`, cookie },
        { url, cookie },
      ]);
      console.log(
        `    ${label}: ${readMs!.toFixed(1)} ms (healthz ${healthzMs!.toFixed(1)} ms, load ${os.loadavg()[0]!.toFixed(1)})`,
      );
      figures.push({
        name: label,
        unit: 'ms',
        value: readMs!,
        baseline: healthzMs!,
        baselineName: 'GET /healthz, same moment',
        goal: { atMost: 10 },
      });
    }
    return figures;
  } finally {
    await server?.stop();
    await database.drop();
  }
}
