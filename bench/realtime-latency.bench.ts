import { performance } from 'node:perf_hooks';
import { testJpeg, testPng, VALID_VALUES } from '../test/entry-fixtures';
import { multipartBody } from '../test/multipart';
import { startDemoServer, UNTHROTTLED } from './lib/demo-server';
import type { Figure } from './lib/figures';
import { ListeningSocket } from './lib/listening-socket';
import { percentile } from './lib/percentile';
import { createScratchDatabase } from './lib/scratch-database';
import type { ServerProcess } from './lib/server-process';
import { loginCookie } from './lib/staff-login';

export const name = 'realtime-latency';

const SAMPLES = Number(process.env.BENCH_REALTIME_SAMPLES ?? 120);
const WARMUP = 10;
const EVENT_TIMEOUT_MS = 5_000;
const SITE_CODE = 'DEMO';
/** The manager of site DEMO, who sees its submissions and decides them. */
const MANAGER = 'demo-manager';

interface Samples {
  healthz: number[];
  submission: number[];
  decision: number[];
  /** How long the HTTP calls themselves took, commit included: what the socket waits behind. */
  submissionCall: number[];
  decisionCall: number[];
}

interface Topology {
  title: string;
  /** Where the worker submits, follows his request, and where the manager's calls go. */
  workerOn: ServerProcess;
  managerOn: ServerProcess;
}

async function entryFormVersion(baseUrl: string): Promise<string> {
  const site = (await (await fetch(`${baseUrl}/api/sites/code/${SITE_CODE}`)).json()) as {
    id: number;
  };
  const form = (await (await fetch(`${baseUrl}/api/sites/${site.id}/entry-form`)).json()) as {
    version: number;
  };
  return String(form.version);
}

async function timed(call: () => Promise<Response>) {
  const startedAt = performance.now();
  const response = await call();
  const body: unknown = await response.json();
  const tookMs = performance.now() - startedAt;
  if (!response.ok) throw new Error(`${response.status}: ${JSON.stringify(body)}`);
  return { startedAt, tookMs, body };
}

/**
 * One round of the real flow: the worker submits (time to the manager's socket), follows his
 * request on a page of his own, and the manager approves it (time to the worker's socket).
 */
async function measureTopology(topology: Topology): Promise<Samples> {
  const { workerOn, managerOn } = topology;
  const cookie = await loginCookie(managerOn.url, MANAGER);
  const manager = await ListeningSocket.open(managerOn.url, cookie);
  const submission = await multipartBody(
    {
      siteCode: SITE_CODE,
      formVersion: await entryFormVersion(workerOn.url),
      language: 'he',
      formData: JSON.stringify(VALID_VALUES),
    },
    [
      {
        name: 'file_selfiePhoto',
        bytes: await testJpeg(),
        filename: 'selfie.jpg',
        type: 'image/jpeg',
      },
      {
        name: 'file_signature',
        bytes: await testPng(),
        filename: 'signature.png',
        type: 'image/png',
      },
    ],
  );
  const samples: Samples = {
    healthz: [],
    submission: [],
    decision: [],
    submissionCall: [],
    decisionCall: [],
  };
  try {
    for (let round = 0; round < WARMUP + SAMPLES; round += 1) {
      const keep = round >= WARMUP;

      const healthz = await timed(() => fetch(`${managerOn.url}/healthz`));

      const submitted = await timed(() =>
        fetch(`${workerOn.url}/api/entry-requests`, {
          method: 'POST',
          headers: { ...submission.headers, origin: workerOn.url },
          body: new Uint8Array(submission.payload),
        }),
      );
      const entryId = (submitted.body as { id: string }).id;
      const seenByManager = await manager.waitFor(
        (m) => m.type === 'new_entry_request' && m.data.entryId === entryId,
        EVENT_TIMEOUT_MS,
      );

      // A page of its own per request, as each worker's phone has.
      const worker = await ListeningSocket.open(workerOn.url);
      try {
        worker.send({ type: 'subscribe', entryId });
        await worker.waitFor(
          (m) => m.type === 'subscribed' && m.data.entryId === entryId,
          EVENT_TIMEOUT_MS,
        );
        const decided = await timed(() =>
          fetch(`${managerOn.url}/api/entry-requests/${entryId}/status`, {
            method: 'POST',
            headers: { cookie, origin: managerOn.url, 'content-type': 'application/json' },
            body: JSON.stringify({ status: 'approved' }),
          }),
        );
        const seenByWorker = await worker.waitFor(
          (m) => m.type === 'approval' && m.data.entryId === entryId,
          EVENT_TIMEOUT_MS,
        );
        if (keep) {
          samples.healthz.push(healthz.tookMs);
          samples.submissionCall.push(submitted.tookMs);
          samples.decisionCall.push(decided.tookMs);
          samples.submission.push(seenByManager - submitted.startedAt);
          samples.decision.push(seenByWorker - decided.startedAt);
        }
      } finally {
        worker.close();
      }
    }
  } finally {
    manager.close();
  }
  const show = (values: number[]) =>
    `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;
  console.log(`  ${topology.title} (${SAMPLES} samples after ${WARMUP} warm-up rounds):`);
  console.log(`    submission -> manager's socket: ${show(samples.submission)}`);
  console.log(`      the POST itself:              ${show(samples.submissionCall)}`);
  console.log(`    decision -> worker's socket:    ${show(samples.decision)}`);
  console.log(`      the POST itself:              ${show(samples.decisionCall)}`);
  console.log(`    GET /healthz round trip:        ${show(samples.healthz)}`);
  return samples;
}

function figures(title: string, samples: Samples, goalMs: number): Figure[] {
  const baselineName = 'GET /healthz round trip';
  return (['submission', 'decision'] as const).flatMap((kind) => {
    const what =
      kind === 'submission' ? "submission -> manager's socket" : "decision -> worker's socket";
    return [50, 95].map((p): Figure => ({
      name: `${title}: ${what} p${p}`,
      unit: 'ms',
      value: percentile(samples[kind], p),
      baseline: percentile(samples.healthz, p),
      baselineName,
      ...(p === 95 ? { goal: { valueAtMost: goalMs } } : {}),
    }));
  });
}

/**
 * Real-time delivery through the real calls: POST /api/entry-requests to
 * the manager's /ws (new_entry_request) and POST /api/entry-requests/{id}/status to the
 * worker's /ws (approval). On one instance of the embedded database, on one instance of
 * PostgreSQL, and across two instances sharing PostgreSQL (LISTEN/NOTIFY), each against the
 * round trip of GET /healthz on the instance the manager uses, sampled in the same rounds.
 */
export async function run(): Promise<Figure[]> {
  const result: Figure[] = [];
  const embedded = await startDemoServer({ env: UNTHROTTLED });
  try {
    const title = 'one instance, embedded DB';
    const samples = await measureTopology({ title, workerOn: embedded, managerOn: embedded });
    result.push(...figures(title, samples, 100));
  } finally {
    await embedded.stop();
  }

  const database = await createScratchDatabase('bench_realtime');
  try {
    const first = await startDemoServer({ databaseUrl: database.url, env: UNTHROTTLED });
    // The second instance finds the schema and demo data the first one made.
    const second = await startDemoServer({
      databaseUrl: database.url,
      seedDemo: false,
      env: UNTHROTTLED,
    }).catch(async (error: unknown) => {
      await first.stop();
      throw error;
    });
    try {
      const single = 'one instance, PostgreSQL';
      const singleSamples = await measureTopology({
        title: single,
        workerOn: first,
        managerOn: first,
      });
      result.push(...figures(single, singleSamples, 100));
      const across = 'two instances, one PostgreSQL';
      const acrossSamples = await measureTopology({
        title: across,
        workerOn: second,
        managerOn: first,
      });
      result.push(...figures(across, acrossSamples, 500));
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  } finally {
    await database.drop();
  }
  return result;
}
