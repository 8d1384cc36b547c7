import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import type { ServerMessage } from '@shared/realtime/events';
import { randomToken } from '../lib/crypto';
import { submitOverHttp } from '../../test/submit-over-http';

/**
 * Two server processes on one PostgreSQL. A submission on one reaches a manager
 * connected to the other, and his decision there reaches the worker's page on the first, through
 * LISTEN/NOTIFY alone (no sticky sessions, nothing shared but the database).
 */
const isPostgres = process.env.TEST_DB === 'postgres';
const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const READY_TIMEOUT_MS = 60_000;

interface Instance {
  url: string;
  child: ChildProcess;
  output: () => string;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function startInstance(databaseUrl: string, dataDir: string): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ADMIN_PASSWORD: 'cross-instance-admin',
      LOG_LEVEL: 'warn',
      CLIENT_DIST_DIR: path.join(dataDir, 'no-client'),
      PUBLIC_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-10_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance exited early:\n${output}`);
    const ready = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return { url, child, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`instance not ready within ${READY_TIMEOUT_MS} ms:\n${output}`);
}

async function stopInstance(instance: Instance | undefined) {
  if (!instance || instance.child.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.child.once('exit', resolve));
  instance.child.kill('SIGTERM');
  const timer = setTimeout(() => instance.child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** A socket recording every message, with a wait for the next one of a type. */
function connect(url: string, headers: Record<string, string> = {}) {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/ws`, {
    headers: { origin: url, ...headers },
  });
  const messages: ServerMessage[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as ServerMessage));
  const next = <T extends ServerMessage['type']>(type: T, timeoutMs = 5000) =>
    new Promise<Extract<ServerMessage, { type: T }>>((resolve, reject) => {
      const started = Date.now();
      const poll = setInterval(() => {
        const index = messages.findIndex((m) => m.type === type);
        if (index >= 0) {
          clearInterval(poll);
          resolve(messages.splice(index, 1)[0] as Extract<ServerMessage, { type: T }>);
        } else if (Date.now() - started > timeoutMs) {
          clearInterval(poll);
          reject(new Error(`no ${type} within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
        }
      }, 10);
    });
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, next, opened };
}

async function login(url: string, username: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ username, password: 'demo1234' }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('sid='));
  return cookie!.split(';')[0]!;
}

describe.skipIf(!isPostgres)('real time across two server processes', () => {
  let admin: pg.Client;
  let databaseName: string;
  let dataDir: string;
  let first: Instance | undefined;
  let second: Instance | undefined;

  beforeAll(async () => {
    const template = inject('postgresTemplate')!;
    admin = new pg.Client({ connectionString: template.adminUrl });
    await admin.connect();
    databaseName = `site_entry_x_${randomToken(6)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')}`;
    await admin.query(`CREATE DATABASE ${databaseName} TEMPLATE ${template.templateName}`);
    const url = new URL(template.adminUrl);
    url.pathname = `/${databaseName}`;
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-entry-cross-'));
    // One after the other: the first seeds the demo data, the second finds it there.
    first = await startInstance(url.toString(), path.join(dataDir, 'a'));
    second = await startInstance(url.toString(), path.join(dataDir, 'b'));
  }, 150_000);

  afterAll(async () => {
    await Promise.all([stopInstance(first), stopInstance(second)]);
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.end();
    }
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('delivers a submission on one to a manager on the other, and his decision back', async () => {
    const a = first!.url;
    const b = second!.url;
    const cookie = await login(b, 'demo-manager');
    const manager = connect(b, { cookie });
    await manager.opened;
    expect(await manager.next('connected')).toMatchObject({ data: { audience: 'staff' } });

    const submitted = await submitOverHttp(a, 'DEMO', { firstName: 'Moshe', lastName: 'Levi' });
    const announced = await manager.next('new_entry_request');
    expect(announced.data).toMatchObject({
      entryId: submitted.id,
      worker: { firstName: 'Moshe', lastName: 'Levi' },
    });

    const worker = connect(a);
    await worker.opened;
    worker.socket.send(JSON.stringify({ type: 'subscribe', entryId: submitted.id }));
    await worker.next('subscribed');

    const decision = await fetch(`${b}/api/entry-requests/${submitted.id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: b, cookie },
      body: JSON.stringify({ status: 'approved' }),
    });
    expect(decision.status).toBe(200);
    expect(await worker.next('approval')).toMatchObject({ data: { entryId: submitted.id } });
    expect(await manager.next('entry_status_changed')).toMatchObject({
      data: { entryId: submitted.id, status: 'approved' },
    });

    const status = await (await fetch(`${a}/api/entry-requests/${submitted.id}`)).json();
    expect(status).toMatchObject({ status: 'approved' });
    manager.socket.close();
    worker.socket.close();
  }, 60_000);
});
