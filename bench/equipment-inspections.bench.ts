import os from 'node:os';
import pg from 'pg';
import { startDemoServer } from './lib/demo-server';
import type { Figure } from './lib/figures';
import { percentile } from './lib/percentile';
import { timedRead } from './lib/event-herd';
import { createScratchDatabase } from './lib/scratch-database';
import { loginCookie } from './lib/staff-login';

export const name = 'equipment-inspections';

const ITEMS = Number(process.env.BENCH_EQUIPMENT_ITEMS ?? 2_000);
const SMALL = Number(process.env.BENCH_INSPECTIONS_SMALL ?? 10_000);
const LARGE = Number(process.env.BENCH_INSPECTIONS_LARGE ?? 100_000);
const SAMPLES = Number(process.env.BENCH_EQUIPMENT_SAMPLES ?? 30);
const WARMUP = 5;
const ADMIN = 'demo-admin';

/**
 * The demo company grown to ITEMS scaffolds and platforms on its first site and `inspections`
 * records spread over them and over the last months, every one signed by the demo admin.
 */
async function fill(databaseUrl: string, inspections: number): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into equipment (company_id, kind, value, label, site_id)
       select s.company_id, case when g % 5 = 0 then 'platform' else 'scaffold' end,
              'B-' || g, 'פיגום ' || g, s.id
       from generate_series(1, $1::int) g, (select id, company_id from sites where code = 'DEMO') s`,
      [ITEMS],
    );
    await client.query(
      `insert into media_files (id, company_id, kind, file_name, content_type, bytes)
       select 'bench-signature-0001', company_id, 'document', 'signature.png', 'image/png', '\\x00'
       from sites where code = 'DEMO'`,
    );
    await client.query(
      `with items as (
         select e.id, e.company_id, e.site_id, e.kind, row_number() over (order by e.id) - 1 as n
         from equipment e join sites s on s.id = e.site_id where s.code = 'DEMO' and e.value like 'B-%'
       ), admin as (select id from users where username = $2)
       insert into equipment_inspections (company_id, equipment_id, site_id, kind, inspected_at,
         inspector_user_id, inspector_name, results, outcome, signature_file_id,
         external_inspector_name, external_licence_number, report_file_id, report_expires_on)
       select i.company_id, i.id, i.site_id, i.kind,
              now() - ((g / $3::int) || ' hours')::interval, admin.id, 'Demo Admin',
              '[{"itemId":"bracing","text":{"he":"חיזוקים"},"result":"pass","note":"","photoFileId":null}]',
              'fit', 'bench-signature-0001',
              case when i.kind = 'platform' then 'Inspector' end,
              case when i.kind = 'platform' then 'L-1' end,
              case when i.kind = 'platform' then 'bench-signature-0001' end,
              case when i.kind = 'platform' then (now() + interval '100 days')::date end
       from generate_series(0, $1::int - 1) g
       join items i on i.n = g % $3::int
       cross join admin`,
      [inspections, ADMIN, ITEMS],
    );
    await client.query('vacuum analyze');
    const tag = await client.query(
      `select tag_token from equipment where value = 'B-1' and kind = 'scaffold'`,
    );
    return tag.rows[0].tag_token as string;
  } finally {
    await client.end();
  }
}

interface Instance {
  url: string;
  cookie: string;
  tag: string;
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

/**
 * The equipment list's first page and a tag page of a company with ITEMS items, at SMALL and at LARGE
 * inspections kept, each database served by its own instance and read in turns with /healthz:
 * within 10x /healthz, and growing at most 1.5x from the smaller history to the larger.
 */
export async function run(): Promise<Figure[]> {
  const smallDatabase = await createScratchDatabase('bench_inspections_small');
  const largeDatabase = await createScratchDatabase('bench_inspections_large');
  const servers: { stop(): Promise<void> }[] = [];
  try {
    const start = async (databaseUrl: string, inspections: number): Promise<Instance> => {
      // The first start applies the migrations and the demo data the fill grows.
      const server = await startDemoServer({ databaseUrl, seedDemo: true });
      servers.push(server);
      console.log(`  filling ${ITEMS} items and ${inspections} inspections`);
      const tag = await fill(databaseUrl, inspections);
      return { url: server.url, cookie: await loginCookie(server.url, ADMIN), tag };
    };
    const small = await start(smallDatabase.url, SMALL);
    const large = await start(largeDatabase.url, LARGE);
    const reads = {
      // The screen opens on the scaffolds' first page, every state, no search (decision 080).
      'equipment list': (i: Instance) => `${i.url}/api/equipment?kind=scaffold`,
      'tag page': (i: Instance) => `${i.url}/api/inspections/tags/${i.tag}`,
    };
    const figures: Figure[] = [];
    for (const [label, url] of Object.entries(reads)) {
      const [healthzMs, smallMs, largeMs] = await medians([
        { url: `${large.url}/healthz`, cookie: large.cookie },
        { url: url(small), cookie: small.cookie },
        { url: url(large), cookie: large.cookie },
      ]);
      console.log(
        `    ${label}: ${smallMs!.toFixed(1)} ms at ${SMALL}, ${largeMs!.toFixed(1)} ms at ${LARGE} (healthz ${healthzMs!.toFixed(1)} ms, load ${os.loadavg()[0]!.toFixed(1)})`,
      );
      figures.push(
        {
          name: `${label} at ${LARGE} inspections`,
          unit: 'ms',
          value: largeMs!,
          baseline: healthzMs!,
          baselineName: 'GET /healthz, same moment',
          goal: { atMost: 10 },
        },
        {
          name: `${label} growth ${SMALL} -> ${LARGE} inspections`,
          unit: 'ms',
          value: largeMs!,
          baseline: smallMs!,
          baselineName: `the same read at ${SMALL} inspections, same moment`,
          goal: { atMost: 1.5 },
        },
      );
    }
    return figures;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all([smallDatabase.drop(), largeDatabase.drop()]);
  }
}
