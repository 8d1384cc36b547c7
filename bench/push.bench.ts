import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { testJpeg, testPng, VALID_VALUES } from '../test/entry-fixtures';
import { multipartBody } from '../test/multipart';
import { startDemoServer, UNTHROTTLED } from './lib/demo-server';
import type { Figure } from './lib/figures';
import { ListeningSocket } from './lib/listening-socket';
import { percentile } from './lib/percentile';
import { loginCookie } from './lib/staff-login';

export const name = 'push';

const SAMPLES = Number(process.env.BENCH_PUSH_SAMPLES ?? 40);
const WARMUP = 5;
const DEVICES = 1000;
const EVENT_TIMEOUT_MS = 10_000;
const FAN_OUT_GOAL_MS = 5_000;
const SITE_CODE = 'DEMO';
/** The manager of site DEMO: every one of his devices is told of its requests. */
const MANAGER = 'demo-manager';

/**
 * A push service on the machine that only notes when each subscription's message arrived
 * (performance.now() of this process, the clock the submissions are timed by) and answers 201.
 * Decrypting is the push tests' business (test/push-service.ts); here it would only add the
 * receiver's own work to the figures.
 */
async function startArrivalRecorder() {
  const arrivals = new Map<string, number[]>();
  const waiters = new Set<() => void>();
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const at = performance.now();
      const list = arrivals.get(request.url ?? '') ?? [];
      list.push(at);
      arrivals.set(request.url ?? '', list);
      response.writeHead(201).end();
      for (const wake of waiters) wake();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: (device: number) => `http://127.0.0.1:${port}/push/${device}`,
    arrivalsOf: (device: number) => arrivals.get(`/push/${device}`) ?? [],
    /** Resolves once `check` holds, looked at after each arrival; rejects after the timeout. */
    async until(check: () => boolean, timeoutMs: number) {
      const deadline = Date.now() + timeoutMs;
      while (!check()) {
        if (Date.now() > deadline) throw new Error('the push messages did not all arrive');
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, 50);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's P-256 key and auth secret; the server encrypts each message to them. */
function subscriptionKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

async function subscribeDevices(
  baseUrl: string,
  cookie: string,
  endpoints: string[],
): Promise<void> {
  const keys = subscriptionKeys();
  let next = 0;
  const lane = async () => {
    while (next < endpoints.length) {
      const endpoint = endpoints[next++]!;
      const response = await fetch(`${baseUrl}/api/push/devices`, {
        method: 'POST',
        headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ endpoint, keys, language: 'he', deviceLabel: 'bench' }),
      });
      if (response.status !== 201) throw new Error(`subscribe: ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, lane));
}

async function submissionBody(baseUrl: string) {
  const site = (await (await fetch(`${baseUrl}/api/sites/code/${SITE_CODE}`)).json()) as {
    id: number;
  };
  const form = (await (await fetch(`${baseUrl}/api/sites/${site.id}/entry-form`)).json()) as {
    version: number;
  };
  return multipartBody(
    {
      siteCode: SITE_CODE,
      formVersion: String(form.version),
      language: 'he',
      formData: JSON.stringify(VALID_VALUES),
    },
    [
      { name: 'file_selfiePhoto', bytes: await testJpeg(), filename: 's.jpg', type: 'image/jpeg' },
      { name: 'file_signature', bytes: await testPng(), filename: 'g.png', type: 'image/png' },
    ],
  );
}

/**
 * From a worker's submission to the notification leaving the server, next to the same
 * submission reaching the manager's open page over /ws: the push path adds the outbox (a row
 * in the submission's transaction, claimed after its NOTIFY), the VAPID signature and the
 * payload's encryption. Then one request to 1,000 subscribed devices of the site's manager,
 * until the last message has arrived. One instance on the embedded database.
 */
export async function run(): Promise<Figure[]> {
  const recorder = await startArrivalRecorder();
  const server = await startDemoServer({
    env: { ...UNTHROTTLED, ALLOW_PRIVATE_NETWORK_TARGETS: 'true' },
  });
  try {
    const cookie = await loginCookie(server.url, MANAGER);
    const body = await submissionBody(server.url);
    const submit = async () => {
      const startedAt = performance.now();
      const response = await fetch(`${server.url}/api/entry-requests`, {
        method: 'POST',
        headers: { ...body.headers, origin: server.url },
        body: new Uint8Array(body.payload),
      });
      const answer = (await response.json()) as { id: string };
      if (response.status !== 201) throw new Error(`submit: ${JSON.stringify(answer)}`);
      return { startedAt, entryId: answer.id };
    };

    await subscribeDevices(server.url, cookie, [recorder.endpoint(0)]);
    const manager = await ListeningSocket.open(server.url, cookie);
    const socket: number[] = [];
    const push: number[] = [];
    try {
      for (let round = 0; round < WARMUP + SAMPLES; round += 1) {
        const before = recorder.arrivalsOf(0).length;
        const { startedAt, entryId } = await submit();
        const seen = await manager.waitFor(
          (m) => m.type === 'new_entry_request' && m.data.entryId === entryId,
          EVENT_TIMEOUT_MS,
        );
        await recorder.until(() => recorder.arrivalsOf(0).length > before, EVENT_TIMEOUT_MS);
        if (round < WARMUP) continue;
        socket.push(seen - startedAt);
        push.push(recorder.arrivalsOf(0)[before]! - startedAt);
      }
    } finally {
      manager.close();
    }

    const others = Array.from({ length: DEVICES - 1 }, (_, i) => recorder.endpoint(i + 1));
    await subscribeDevices(server.url, cookie, others);
    const counts = Array.from({ length: DEVICES }, (_, i) => recorder.arrivalsOf(i).length);
    const { startedAt } = await submit();
    const isNew = (device: number) => recorder.arrivalsOf(device).length > counts[device]!;
    await recorder.until(() => counts.every((_, device) => isNew(device)), FAN_OUT_GOAL_MS * 6);
    const fanOut =
      Math.max(...counts.map((count, device) => recorder.arrivalsOf(device)[count]!)) - startedAt;

    const show = (values: number[]) =>
      `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms`;
    console.log(`  ${SAMPLES} submissions after ${WARMUP} warm-up rounds, one device:`);
    console.log(`    submission -> push message sent:  ${show(push)}`);
    console.log(`    submission -> manager's socket:   ${show(socket)}`);
    console.log(`  one submission -> ${DEVICES} devices: ${fanOut.toFixed(0)} ms to the last`);
    return [
      {
        name: 'submission -> push message p95',
        unit: 'ms',
        value: percentile(push, 95),
        baseline: percentile(socket, 95),
        baselineName: "submission -> manager's socket p95",
        goal: { atMost: 2 },
      },
      {
        name: `one submission -> ${DEVICES} devices, to the last`,
        unit: 'ms',
        value: fanOut,
        baseline: percentile(push, 50),
        baselineName: 'submission -> push message p50 (one device)',
        goal: { valueAtMost: FAN_OUT_GOAL_MS },
      },
    ];
  } finally {
    await server.stop();
    await recorder.close();
  }
}
