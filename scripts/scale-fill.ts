import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed';

/*
 * Fills a PostgreSQL database with the history of a large customer: the demo company grown to
 * 50 sites, 5,000 entry requests a day (95% approved, the rest rejected; today's newest still
 * waiting), their decisions and exits in the audit log. For demos of a busy account and for the
 * benchmarks of the manager screens at a million requests. See README, "A database at scale".
 *
 *   DATABASE_URL=postgres://... node --import tsx scripts/scale-fill.ts --days 200
 *
 * --days N      how many company days to fill (default 20: 100,000 requests)
 * --offset K    start K days back, so a second run adds older history (default 0: today)
 * --per-day N   requests per day (default 5000)
 * --sites N     sites of the company (default 50)
 */

const FIRST_NAMES = [
  'יוסי',
  'משה',
  'אבי',
  'דוד',
  'חיים',
  'יעקב',
  'אחמד',
  'מוחמד',
  'עלי',
  'סאמר',
  'Ivan',
  'Olena',
  'Dmitri',
  'Wei',
  'Li',
  'Raj',
  'Arjun',
  'Carlos',
  'Maria',
  'Ahmad',
];
const LAST_NAMES = [
  'כהן',
  'לוי',
  'מזרחי',
  'פרץ',
  'ביטון',
  'אברהם',
  'חדאד',
  'עבאס',
  'נסאר',
  'חורי',
  'Petrenko',
  'Ivanov',
  'Zhang',
  'Chen',
  'Sharma',
  'Singh',
  'Garcia',
  'Lopez',
  'Haddad',
  'Kovalenko',
];
const WORKER_COMPANIES = [
  'קבלן משנה בע"מ',
  'פיגומי הצפון',
  'חשמל ושות׳',
  'Build Co',
  'אינסטלציה פלוס',
];

interface Options {
  days: number;
  offset: number;
  perDay: number;
  sites: number;
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      days: { type: 'string', default: '20' },
      offset: { type: 'string', default: '0' },
      'per-day': { type: 'string', default: '5000' },
      sites: { type: 'string', default: '50' },
    },
  });
  const number = (name: string, text: string, min: number) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < min) {
      throw new Error(`--${name} must be a whole number of at least ${min}, not "${text}"`);
    }
    return value;
  };
  return {
    days: number('days', values.days, 1),
    offset: number('offset', values.offset, 0),
    perDay: number('per-day', values['per-day'], 1),
    sites: number('sites', values.sites, 1),
  };
}

const sqlArray = (items: string[]) => `array[${items.map((s) => pg.escapeLiteral(s)).join(',')}]`;

/** The demo company, its 50 sites and the ids the rows refer to. */
async function prepareCompany(client: pg.Client, siteCount: number) {
  const demo = await client.query<{ company_id: number; timezone: string }>(
    `select s.company_id, c.timezone from sites s join companies c on c.id = s.company_id
     where s.code = 'DEMO'`,
  );
  const company = demo.rows[0];
  if (!company) throw new Error('The demo site DEMO is missing: seeding failed');
  const existing = await client.query<{ id: number }>(
    'select id from sites where company_id = $1 order by id',
    [company.company_id],
  );
  for (let n = existing.rowCount ?? 0; n < siteCount; n += 1) {
    await client.query(
      `insert into sites (company_id, code, name, location, header_color)
       values ($1, $2, $3, $4, '#1e3a8a')`,
      [company.company_id, `SCALE${n}`, `אתר ${n}`, `אזור תעשייה ${n}`],
    );
  }
  const sites = await client.query<{ id: number }>(
    'select id from sites where company_id = $1 order by id limit $2',
    [company.company_id, siteCount],
  );
  const decider = await client.query<{ id: number }>(
    `select id from users where username = 'demo-manager'`,
  );
  return {
    companyId: company.company_id,
    timeZone: company.timezone,
    siteIds: sites.rows.map((row) => row.id),
    deciderId: decider.rows[0]?.id ?? null,
  };
}

/** Takes `count` request numbers from the company's counter, as a submission does one. */
async function takeNumbers(client: pg.Client, companyId: number, count: number) {
  const result = await client.query<{ last_number: number }>(
    `insert into company_request_counters (company_id, last_number) values ($1, $2)
     on conflict (company_id) do update
       set last_number = company_request_counters.last_number + excluded.last_number
     returning last_number`,
    [companyId, count],
  );
  return result.rows[0]!.last_number - count + 1;
}

/**
 * One company day of requests, written by the database itself (generate_series), then the
 * audit rows of their decisions and exits. `daysAgo` 0 is today, cut at the present moment.
 */
async function fillDay(
  client: pg.Client,
  company: Awaited<ReturnType<typeof prepareCompany>>,
  daysAgo: number,
  perDay: number,
) {
  const firstNumber = await takeNumbers(client, company.companyId, perDay);
  await client.query('begin');
  await client.query(
    `with day as (
       select ((now() at time zone $1)::date - $2::int) as local_day
     ), bounds as (
       select local_day,
              (local_day::timestamp at time zone $1) + interval '5 hours' as opens,
              least((local_day::timestamp at time zone $1) + interval '17 hours', now()) as closes
       from day
     ), drawn as (
       select g, random() as fate, random() as gear, random() as pick,
              opens + (closes - opens) * power(random(), 2) as created_at,
              interval '1 minute' * (2 + random() * 15) as wait,
              local_day
       from bounds, generate_series(0, $3::int - 1) as g
       where closes > opens
     )
     insert into entry_requests (
       id, company_id, site_id, request_number, status, rejection_reason, form_version, values,
       language, worker_first_name, worker_last_name, worker_phone, worker_company,
       work_start_date, scaffolding_number, platform_number, exit_time, decided_by, decided_at,
       created_at)
     select
       md5($4::int::text || '-' || g::text || '-' || random()::text),
       $4::int, ($5::int[])[1 + (g % array_length($5::int[], 1))], $6::int + g,
       case when created_at + wait > now() then 'pending'
            when fate < 0.95 then 'approved' else 'rejected' end,
       case when created_at + wait <= now() and fate >= 0.95 then 'אין קסדה' end,
       0, '{}'::jsonb, (array['he','ar','ru','en','uk'])[1 + (g % 5)],
       (${sqlArray(FIRST_NAMES)})[1 + floor(pick * ${FIRST_NAMES.length})::int],
       (${sqlArray(LAST_NAMES)})[1 + floor(random() * ${LAST_NAMES.length})::int],
       '05' || floor(random() * 10)::int || '-' || lpad(floor(random() * 10000000)::int::text, 7, '0'),
       (${sqlArray(WORKER_COMPANIES)})[1 + (g % ${WORKER_COMPANIES.length})],
       local_day,
       case when gear < 0.25 then 'P-' || (100 + g % 40) end,
       case when gear >= 0.25 and gear < 0.35 then 'LP-' || (g % 12) end,
       case when created_at + wait <= now() and fate < 0.92
              and created_at + interval '9 hours' < now()
            then created_at + interval '9 hours' end,
       case when created_at + wait <= now() then $7::int end,
       case when created_at + wait <= now() then created_at + wait end,
       created_at
     from drawn`,
    [
      company.timeZone,
      daysAgo,
      perDay,
      company.companyId,
      company.siteIds,
      firstNumber,
      company.deciderId,
    ],
  );
  const range = [company.companyId, firstNumber, firstNumber + perDay - 1];
  await client.query(
    `insert into audit_log (company_id, actor_user_id, action, entity_type, entity_id,
       from_status, to_status, reason, created_at)
     select company_id, decided_by, 'entry_request.status_change', 'entry_request', id,
       'pending', status, rejection_reason, decided_at
     from entry_requests
     where company_id = $1 and request_number between $2 and $3 and decided_at is not null`,
    range,
  );
  await client.query(
    `insert into audit_log (company_id, actor_user_id, action, entity_type, entity_id,
       details, created_at)
     select company_id, null, 'entry_request.exit', 'entry_request', id,
       '{"by":"worker"}'::jsonb, exit_time
     from entry_requests
     where company_id = $1 and request_number between $2 and $3 and exit_time is not null`,
    range,
  );
  await client.query('commit');
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    throw new Error('Set DATABASE_URL to the PostgreSQL database to fill (it is created by you)');
  }
  const options = readOptions();
  // The app's own start: migrations, then the demo company this history belongs to.
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  await runMigrations(database);
  await seedDemo(database.db, process.env.DEMO_PASSWORD || 'demo1234');
  await database.close();

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const company = await prepareCompany(client, options.sites);
    const started = Date.now();
    for (let day = options.offset + options.days - 1; day >= options.offset; day -= 1) {
      await fillDay(client, company, day, options.perDay);
      const done = options.offset + options.days - day;
      if (done % 10 === 0 || day === options.offset) {
        const seconds = ((Date.now() - started) / 1000).toFixed(0);
        console.log(`  ${done} of ${options.days} days filled (${seconds} s)`);
      }
    }
    // A bulk fill leaves the visibility map unset and new index entries waiting in the trigram
    // indexes' pending lists; autovacuum would do that work a minute later, in the middle of
    // whatever is shown or measured next.
    await client.query('vacuum analyze entry_requests');
    await client.query('vacuum analyze audit_log');
    const total = await client.query<{ count: string }>('select count(*) from entry_requests');
    console.log(
      `The database holds ${Number(total.rows[0]!.count).toLocaleString('en-US')} requests`,
    );
  } finally {
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
