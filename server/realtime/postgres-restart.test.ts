import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '@shared/realtime/events';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { openSocket } from '../../test/socket-probe';
import { submitOverHttp } from '../../test/submit-over-http';
import { ThrowawayPostgres } from '../../test/throwaway-postgres';

/**
 * The app on a PostgreSQL cluster of the test's own, which the test stops and starts again while
 * workers keep submitting: live updates resume without restarting the app, /readyz says when
 * they cannot flow, and every accepted submission is stored exactly once.
 */
const isPostgres = process.env.TEST_DB === 'postgres';
const OUTAGE_MS = 3000;

/**
 * The status /readyz answers, or 0 for none. How fast it answers is server/app.test.ts's concern;
 * here a loaded CI machine may take seconds to schedule the child process, so the wait is long.
 */
async function readyStatus(url: string): Promise<number> {
  return fetch(`${url}/readyz`, { signal: AbortSignal.timeout(10_000) })
    .then((r) => r.status)
    .catch(() => 0);
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} not within ${timeoutMs} ms`);
}

describe.skipIf(!isPostgres)('a PostgreSQL restart under a stream of submissions', () => {
  let cluster: ThrowawayPostgres | undefined;
  let server: ServerProcess | undefined;
  let dataDir: string;

  beforeAll(async () => {
    cluster = await ThrowawayPostgres.create();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-entry-restart-'));
    server = await startServerProcess({
      DATABASE_URL: cluster.url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ADMIN_PASSWORD: 'restart-test-admin',
      CLIENT_DIST_DIR: path.join(dataDir, 'no-client'),
      RATE_LIMIT_SUBMISSIONS: '10000',
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await cluster?.destroy();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('loses and duplicates nothing, answers 503 meanwhile, and live updates resume', async () => {
    const url = server!.url;
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ username: 'demo-manager', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('sid='))!
      .split(';')[0]!;
    const manager = openSocket(url, { origin: url, cookie });
    expect(await manager.answer).toBe(101);

    const accepted = new Map<string, string>();
    let sequence = 0;
    let isStreaming = true;
    const stream = (async () => {
      while (isStreaming) {
        const lastName = `Restart${String(sequence++).padStart(4, '0')}`;
        try {
          const submitted = await submitOverHttp(url, 'DEMO', { firstName: 'Stream', lastName });
          accepted.set(lastName, submitted.id);
        } catch {
          // Refused during the outage: the worker's page says so and he tries again.
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    })();

    await waitFor('a few accepted submissions', async () => accepted.size >= 3, 20_000);
    await cluster!.stop();
    await waitFor('/readyz answering 503', async () => (await readyStatus(url)) === 503, 10_000);
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    expect(await readyStatus(url)).toBe(503);
    const duringOutage = await fetch(`${url}/api/sites/code/DEMO`);
    expect(duringOutage.status).toBe(503);
    expect(duringOutage.headers.get('retry-after')).toBe('5');
    expect(await duringOutage.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    const acceptedBeforeRestart = accepted.size;
    await cluster!.start();
    const restartedAt = Date.now();
    await waitFor('/readyz answering 200', async () => (await readyStatus(url)) === 200, 15_000);
    expect(await manager.next('resync', 10_000)).toMatchObject({ type: 'resync' });

    await waitFor(
      'submissions accepted again',
      async () => accepted.size >= acceptedBeforeRestart + 3,
      20_000,
    );
    isStreaming = false;
    await stream;

    const fresh = await submitOverHttp(url, 'DEMO', { firstName: 'After', lastName: 'Restart' });
    const announced = await waitForMessage(manager.messages, fresh.id, 10_000);
    expect(Date.now() - restartedAt).toBeLessThan(30_000);
    expect(announced).toMatchObject({ type: 'new_entry_request' });

    const client = new pg.Client({ connectionString: cluster!.url });
    await client.connect();
    const { rows } = await client.query<{ id: string; last_name: string }>(
      `select id, worker_last_name as last_name from entry_requests
        where worker_first_name = 'Stream'`,
    );
    await client.end();
    const stored = new Map<string, string[]>();
    for (const row of rows)
      stored.set(row.last_name, [...(stored.get(row.last_name) ?? []), row.id]);
    for (const [lastName, id] of accepted) expect(stored.get(lastName)).toEqual([id]);
    for (const ids of stored.values()) expect(ids).toHaveLength(1);
    expect(manager.socket.readyState).toBe(manager.socket.OPEN);
    manager.socket.close();
  }, 120_000);
});

async function waitForMessage(messages: ServerMessage[], entryId: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = messages.find(
      (m) => m.type === 'new_entry_request' && m.data.entryId === entryId,
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no new_entry_request for ${entryId}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
