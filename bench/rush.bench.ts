import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import sharp from 'sharp';
import { testPng, VALID_VALUES } from '../test/entry-fixtures';
import { multipartBody } from '../test/multipart';
import { startDemoServer, UNTHROTTLED } from './lib/demo-server';
import type { Figure } from './lib/figures';
import type { ServerProcess } from './lib/server-process';
import { buildCompiledServer, COMPILED, rssMb, startOperatorServer } from './lib/operator-server';
import { percentile } from './lib/percentile';
import { phonePhoto } from './lib/phone-photo';
import { processCpuMs } from './lib/process-cpu';
import { createScratchDatabase } from './lib/scratch-database';
import { withEarlierCheckout } from './lib/earlier-checkout';
import { loginCookie } from './lib/staff-login';

export const name = 'rush';

const WORKERS = Number(process.env.BENCH_RUSH_WORKERS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_RUSH_CONCURRENCY ?? 30);
const HEALTHZ_EVERY_MS = 50;
const SITE_CODE = 'DEMO';
/**
 * The code before photos were kept as sent (every photo decoded, scaled and encoded again, its
 * thumbnail from a second decode, about 20 statements a submission): the CPU goal halves what
 * the same rush costs it, measured in the same run. BENCH_RUSH_BEFORE names another commit.
 */
const BEFORE_COMMIT = process.env.BENCH_RUSH_BEFORE ?? '5be30f3';

interface Rush {
  submissionMs: number[];
  healthzIdleMs: number[];
  healthzRushMs: number[];
  perSecond: number;
  /** One submission's multipart body: the images' own weight. */
  uploadBytes: number;
  /** The server process's CPU time (all its threads) over the rush, per submission. */
  cpuMsPerSubmission: number;
}

/** The photo as the worker's phone sends it: scaled to 1600 px and saved at quality 0.8. */
async function sentPhoto(seed: number): Promise<Buffer> {
  return sharp(await phonePhoto(seed))
    .resize({ width: 1600, height: 1600, fit: 'inside' })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function timedGet(url: string): Promise<number> {
  const startedAt = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return performance.now() - startedAt;
}

/** /healthz every 50 ms until `until` settles: what a manager's screen feels meanwhile. */
async function probeWhile(url: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const took: number[] = [];
  while (!done) {
    took.push(await timedGet(url));
    await new Promise((resolve) => setTimeout(resolve, HEALTHZ_EVERY_MS));
  }
  return took;
}

async function rushOn(server: ServerProcess): Promise<Rush> {
  const baseUrl = server.url;
  const pid = server.child.pid!;
  const site = (await (await fetch(`${baseUrl}/api/sites/code/${SITE_CODE}`)).json()) as {
    id: number;
  };
  const form = (await (await fetch(`${baseUrl}/api/sites/${site.id}/entry-form`)).json()) as {
    version: number;
  };
  const body = await multipartBody(
    {
      siteCode: SITE_CODE,
      formVersion: String(form.version),
      language: 'he',
      formData: JSON.stringify(VALID_VALUES),
    },
    [
      {
        name: 'file_selfiePhoto',
        bytes: await sentPhoto(1),
        filename: 'a.jpg',
        type: 'image/jpeg',
      },
      { name: 'file_signature', bytes: await testPng(), filename: 's.png', type: 'image/png' },
    ],
  );
  const healthzIdleMs: number[] = [];
  for (let i = 0; i < 40; i++) healthzIdleMs.push(await timedGet(`${baseUrl}/healthz`));

  const submissionMs: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < WORKERS) {
      next += 1;
      const startedAt = performance.now();
      const response = await fetch(`${baseUrl}/api/entry-requests`, {
        method: 'POST',
        headers: { ...body.headers, origin: baseUrl },
        body: new Uint8Array(body.payload),
      });
      await response.arrayBuffer();
      if (response.status !== 201) throw new Error(`A submission answered ${response.status}`);
      submissionMs.push(performance.now() - startedAt);
    }
  };
  const cpuBefore = await processCpuMs(pid);
  const startedAt = performance.now();
  const rush = Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const healthzRushMs = await probeWhile(`${baseUrl}/healthz`, rush);
  await rush;
  const seconds = (performance.now() - startedAt) / 1000;
  const cpuMs = (await processCpuMs(pid)) - cpuBefore;
  return {
    submissionMs,
    healthzIdleMs,
    healthzRushMs,
    perSecond: WORKERS / seconds,
    uploadBytes: body.payload.length,
    cpuMsPerSubmission: cpuMs / WORKERS,
  };
}

/** How long the embedded instance rests after its rush before its memory is read. */
const REST_AFTER_RUSH_MS = 5_000;
/** The goal for memory at rest after a rush on the embedded database. */
const REST_RSS_GOAL_MB = 250;

/** Pending requests the compressed-list figure reads: the rush's, copied until there are this many. */
const PENDING_FOR_LIST = 1_000;

interface ListSizes {
  rawBytes: number;
  brotliBytes: number;
}

/** Bytes on the wire of one GET, as sent: fetch would undo the compression. */
function wireBytes(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

/**
 * The manager's pending list once a thousand requests wait (the rush's, copied under new ids and
 * numbers), as sent raw and as sent to a browser that accepts brotli.
 */
async function pendingListSizes(baseUrl: string, databaseUrl: string): Promise<ListSizes> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`create temp table copies as select * from entry_requests`);
    for (;;) {
      const { rows } = await client.query<{ n: string }>(
        `select count(*) as n from entry_requests where status = 'pending'`,
      );
      if (Number(rows[0]!.n) >= PENDING_FOR_LIST) break;
      await client.query(
        `update copies set id = md5(random()::text || id), idempotency_key = null,
           request_number = request_number + ${WORKERS * 10}`,
      );
      await client.query(`insert into entry_requests select * from copies`);
    }
  } finally {
    await client.end();
  }
  const cookie = await loginCookie(baseUrl, 'demo-admin');
  const url = `${baseUrl}/api/entry-requests/pending`;
  return {
    rawBytes: await wireBytes(url, { cookie }),
    brotliBytes: await wireBytes(url, { cookie, 'accept-encoding': 'br' }),
  };
}

/** Bytes the requests' tables (and their indexes and TOAST) hold, per request. */
async function databaseBytesPerRequest(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ bytes: string; requests: string }>(
      `select (select sum(pg_total_relation_size(t)) from unnest(array[
                'entry_requests', 'entry_request_files', 'audit_log']::regclass[]) t) as bytes,
              (select count(*) from entry_requests) as requests`,
    );
    return Number(rows[0]!.bytes) / Math.max(1, Number(rows[0]!.requests));
  } finally {
    await client.end();
  }
}

function describe(label: string, rush: Rush) {
  const p = (values: number[], n: number) => percentile(values, n).toFixed(0);
  console.log(
    `  ${label}: ${rush.perSecond.toFixed(1)} submissions/s, p50 ${p(rush.submissionMs, 50)} ms, ` +
      `p95 ${p(rush.submissionMs, 95)} ms, p99 ${p(rush.submissionMs, 99)} ms; /healthz p95 ` +
      `${p(rush.healthzRushMs, 95)} ms during, ${p(rush.healthzIdleMs, 95)} ms before; server CPU ` +
      `${rush.cpuMsPerSubmission.toFixed(1)} ms per submission ` +
      `(load ${os.loadavg()[0]!.toFixed(1)})`,
  );
}

/**
 * The morning rush: 300 workers at 30 at a time, each with a phone photo and a signature, on
 * PostgreSQL and on the embedded database; /healthz is read throughout, and its latency before
 * the rush is each figure's baseline.
 */
/** The PostgreSQL rush on the code before this work, from a checkout of BEFORE_COMMIT. */
async function rushBefore(): Promise<Rush | null> {
  return withEarlierCheckout(BEFORE_COMMIT, async (root) => {
    const scratch = await createScratchDatabase('bench_rush_before');
    try {
      const server = await startDemoServer({ root, databaseUrl: scratch.url, env: UNTHROTTLED });
      try {
        return await rushOn(server);
      } finally {
        await server.stop();
      }
    } finally {
      await scratch.drop();
    }
  });
}

export async function run(): Promise<Figure[]> {
  const before = await rushBefore();
  if (before) describe(`PostgreSQL, the code of ${BEFORE_COMMIT}`, before);
  else console.log(`  ${BEFORE_COMMIT} is not in this clone: no CPU figure to compare with`);
  const scratch = await createScratchDatabase('bench_rush');
  let postgres: Rush;
  let bytesPerRequest: number;
  let list: ListSizes;
  try {
    const server = await startDemoServer({ databaseUrl: scratch.url, env: UNTHROTTLED });
    try {
      postgres = await rushOn(server);
      bytesPerRequest = await databaseBytesPerRequest(scratch.url);
      list = await pendingListSizes(server.url, scratch.url);
    } finally {
      await server.stop();
    }
  } finally {
    await scratch.drop();
  }
  describe('PostgreSQL', postgres);
  console.log(
    `  pending list of ${PENDING_FOR_LIST}: ${list.rawBytes} B raw, ${list.brotliBytes} B brotli ` +
      `(load ${os.loadavg()[0]!.toFixed(1)})`,
  );
  // The embedded run measures the instance `npm start` gives a user: the compiled server, with
  // its build's migrated cluster and start's environment (bench/lib/operator-server.ts). It ran
  // bench/servers/demo-app.ts through tsx until docs/decisions/085, whose loader and cluster made
  // from scratch held about 120 MB more after the rush; the PostgreSQL run above stays on
  // demo-app, so its figures compare with the runs before.
  buildCompiledServer();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-entry-rush-'));
  let embedded: Rush;
  let restRssMb: number;
  try {
    const embeddedServer = await startOperatorServer(COMPILED, dataDir, {
      ...UNTHROTTLED,
      DATABASE_URL: '',
      PUBLIC_URL: '',
    });
    try {
      embedded = await rushOn(embeddedServer);
      // Past the rush's garbage and the database's busy moments: what the instance keeps, as the
      // kernel counts it (the compiled server has no hook to collect its garbage first).
      await new Promise((resolve) => setTimeout(resolve, REST_AFTER_RUSH_MS));
      restRssMb = await rssMb(embeddedServer.child.pid!);
    } finally {
      await embeddedServer.stop();
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  describe('embedded', embedded);
  console.log(
    `  embedded at rest after the rush: ${restRssMb.toFixed(0)} MB RSS (load ${os.loadavg()[0]!.toFixed(1)})`,
  );
  const idle = (rush: Rush) => percentile(rush.healthzIdleMs, 95);
  const baselineName = '/healthz p95 before the rush';
  return [
    {
      name: 'PostgreSQL: submission p95',
      unit: 'ms',
      value: percentile(postgres.submissionMs, 95),
      baseline: idle(postgres),
      baselineName,
      goal: { valueAtMost: 2_000 },
    },
    {
      name: 'PostgreSQL: submission p50',
      unit: 'ms',
      value: percentile(postgres.submissionMs, 50),
      baseline: idle(postgres),
      baselineName,
    },
    {
      name: 'PostgreSQL: submission p99',
      unit: 'ms',
      value: percentile(postgres.submissionMs, 99),
      baseline: idle(postgres),
      baselineName,
    },
    {
      name: 'PostgreSQL: submissions per second',
      unit: '/s',
      value: postgres.perSecond,
      baseline: embedded.perSecond,
      baselineName: 'the same rush on the embedded database',
      goal: { valueAtLeast: 25 },
    },
    {
      name: 'PostgreSQL: /healthz p95 during the rush',
      unit: 'ms',
      value: percentile(postgres.healthzRushMs, 95),
      baseline: idle(postgres),
      baselineName,
    },
    {
      name: 'embedded: submission p95',
      unit: 'ms',
      value: percentile(embedded.submissionMs, 95),
      baseline: idle(embedded),
      baselineName,
    },
    {
      name: 'embedded: /healthz p95 during the rush',
      unit: 'ms',
      value: percentile(embedded.healthzRushMs, 95),
      baseline: idle(embedded),
      baselineName,
      goal: { valueAtMost: 100 },
    },
    ...(before
      ? [
          {
            name: 'PostgreSQL: server CPU per submission',
            unit: 'ms',
            value: postgres.cpuMsPerSubmission,
            baseline: before.cpuMsPerSubmission,
            baselineName: `the code of ${BEFORE_COMMIT}: every photo encoded again`,
            goal: { atMost: 0.5 },
          },
        ]
      : []),
    {
      name: 'embedded: server CPU per submission (database included)',
      unit: 'ms',
      value: embedded.cpuMsPerSubmission,
      baseline: postgres.cpuMsPerSubmission,
      baselineName: 'the PostgreSQL server, its database apart',
    },
    {
      name: 'embedded: memory at rest after the rush (RSS)',
      unit: 'MB',
      value: restRssMb,
      baseline: REST_RSS_GOAL_MB,
      baselineName: 'the goal',
      goal: { valueAtMost: REST_RSS_GOAL_MB },
    },
    {
      name: `pending list of ${PENDING_FOR_LIST} requests, brotli`,
      unit: 'B',
      value: list.brotliBytes,
      baseline: list.rawBytes,
      baselineName: 'the same list uncompressed',
      goal: { atMost: 0.2 },
    },
    {
      name: 'database bytes per submission (PostgreSQL)',
      unit: 'B',
      value: bytesPerRequest,
      baseline: postgres.uploadBytes,
      baselineName: 'one submission as uploaded',
      goal: { valueAtMost: 10_000 },
    },
  ];
}
