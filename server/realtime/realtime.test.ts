import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import type { ServerMessage } from '@shared/realtime/events';
import { buildApp } from '../app';
import {
  buildTestApp,
  createTestDatabase,
  testConfig,
  type TestApp,
} from '../../test/build-test-app';
import { createCompany, createSite, createUser, loginAs, signInStaff } from '../../test/factories';
import { entryRequests } from '../db/schema';
import { randomToken } from '../lib/crypto';
import { publishInTransaction } from './publish';

let t: TestApp;
let base: string;
let siteId: number;
let siteName: string;
let otherSiteId: number;
let companyId: number;
let entryId: string;
let managerCookie: string;
let otherManagerCookie: string;

/** A client socket that records every message, with a wait for the next one of a type. */
function connect(headers: Record<string, string> = {}) {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/ws`, {
    headers: { origin: base, ...headers },
  });
  const messages: ServerMessage[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as ServerMessage));
  const next = (type: ServerMessage['type'], timeoutMs = 3000) =>
    new Promise<ServerMessage>((resolve, reject) => {
      const started = Date.now();
      const poll = setInterval(() => {
        const found = messages.find((m) => m.type === type);
        if (found) {
          clearInterval(poll);
          messages.splice(messages.indexOf(found), 1);
          resolve(found);
        } else if (Date.now() - started > timeoutMs) {
          clearInterval(poll);
          reject(new Error(`no ${type} within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
        }
      }, 10);
    });
  return { socket, messages, next, opened: new Promise((r) => socket.once('open', r)) };
}

async function insertEntry(site: number, company: number, createdAt = new Date()) {
  const id = randomToken(16);
  await t.db.transaction(async (tx) => {
    await tx.insert(entryRequests).values({
      id,
      companyId: company,
      siteId: site,
      requestNumber: Math.floor(Math.random() * 1e9),
      createdAt,
      formVersion: 0,
      values: {},
      language: 'he',
      workerFirstName: 'משה',
      workerLastName: 'כהן',
    });
    await publishInTransaction(tx, { type: 'entry_created', entryId: id, siteId: site });
  });
  return id;
}

beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const company = await createCompany(t.db);
  companyId = company.id;
  ({ id: siteId, name: siteName } = await createSite(t.db, company.id));
  otherSiteId = (await createSite(t.db, company.id)).id;
  ({ manager: managerCookie, other: otherManagerCookie } = await signInStaff(t, {
    manager: { role: 'manager', companyId, siteIds: [siteId] },
    other: { role: 'manager', companyId, siteIds: [otherSiteId] },
  }));
});
afterAll(() => t.close());

describe('WebSocket /ws', () => {
  it('tells staff of the site about a new request, and nobody outside that scope', async () => {
    const manager = connect({ cookie: managerCookie });
    const other = connect({ cookie: otherManagerCookie });
    await Promise.all([manager.opened, other.opened]);
    expect(await manager.next('connected')).toMatchObject({ data: { audience: 'staff' } });
    await other.next('connected');
    const id = await insertEntry(siteId, companyId);
    const message = await manager.next('new_entry_request');
    expect(message).toMatchObject({
      type: 'new_entry_request',
      data: { entryId: id, siteId, worker: { firstName: 'משה', lastName: 'כהן' } },
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(other.messages.filter((m) => m.type === 'new_entry_request')).toEqual([]);
    manager.socket.close();
    other.socket.close();
  });

  it("carries the request as the queue lists it, dated by the company's calendar", async () => {
    const manager = connect({ cookie: managerCookie });
    await manager.opened;
    await manager.next('connected');
    // 22:30 UTC is already the next day in Israel, the company's zone.
    const id = await insertEntry(siteId, companyId, new Date('2026-03-01T22:30:00.000Z'));
    const message = await manager.next('new_entry_request');
    const [row] = await t.db
      .select({ requestNumber: entryRequests.requestNumber })
      .from(entryRequests)
      .where(eq(entryRequests.id, id));
    expect(message).toMatchObject({
      data: {
        entryId: id,
        day: '2026-03-02',
        request: {
          id,
          requestNumber: row!.requestNumber,
          status: 'pending',
          siteId,
          siteName,
          worker: { firstName: 'משה', lastName: 'כהן' },
          createdAt: '2026-03-01T22:30:00.000Z',
        },
      },
    });
    manager.socket.close();
  });

  it.each([
    ['deactivated', () => ({ isActive: false })],
    ['moved to another site', () => ({ siteIds: [otherSiteId] })],
  ])(
    "closes a manager's socket when an admin has him %s, so it holds no stale scope",
    async (_change, change) => {
      const manager = await createUser(t.db, { role: 'manager', companyId, siteIds: [siteId] });
      const admin = await createUser(t.db, { role: 'admin', companyId });
      const socket = connect({ cookie: await loginAs(t, manager.username) });
      await socket.opened;
      await socket.next('connected');
      const closed = new Promise<number>((resolve) => socket.socket.once('close', resolve));

      const changed = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${manager.id}`,
        headers: { cookie: await loginAs(t, admin.username) },
        payload: change(),
      });
      expect(changed.statusCode).toBe(200);
      expect(await closed).toBe(4001);
    },
  );

  it('lets a worker page follow its own request and get the approval', async () => {
    entryId = await insertEntry(siteId, companyId);
    const worker = connect();
    const stranger = connect();
    await Promise.all([worker.opened, stranger.opened]);
    expect(await worker.next('connected')).toMatchObject({ data: { audience: 'worker' } });
    worker.socket.send(JSON.stringify({ type: 'subscribe', entryId }));
    expect(await worker.next('subscribed')).toMatchObject({ data: { entryId } });
    await t.db.transaction((tx) =>
      publishInTransaction(tx, {
        type: 'entry_status_changed',
        entryId,
        siteId,
        status: 'approved',
      }),
    );
    expect(await worker.next('approval')).toMatchObject({ data: { entryId, siteId } });
    await new Promise((r) => setTimeout(r, 200));
    expect(stranger.messages.filter((m) => m.type === 'approval')).toEqual([]);
    worker.socket.close();
    stranger.socket.close();
  });

  it('answers a subscription to an unknown request with an error and follows nothing', async () => {
    const worker = connect();
    await worker.opened;
    worker.socket.send(JSON.stringify({ type: 'subscribe', entryId: 'x'.repeat(22) }));
    expect(await worker.next('error')).toMatchObject({ data: { code: 'ENTRY_NOT_FOUND' } });
    worker.socket.close();
  });

  it('delivers nothing from a transaction that rolled back', async () => {
    const worker = connect();
    await worker.opened;
    worker.socket.send(JSON.stringify({ type: 'subscribe', entryId }));
    await worker.next('subscribed');
    await t.db
      .transaction(async (tx) => {
        await publishInTransaction(tx, {
          type: 'entry_status_changed',
          entryId,
          siteId,
          status: 'rejected',
        });
        throw new Error('rolled back');
      })
      .catch(() => {});
    await new Promise((r) => setTimeout(r, 300));
    expect(worker.messages.filter((m) => m.type === 'rejection')).toEqual([]);
    worker.socket.close();
  });

  it('closes a connection after its maximum age with connection_timeout', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(testConfig(), {
      database,
      logger: false,
      realtime: { maxConnectionMs: 300 },
    });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const socket = new WebSocket(`${url.replace('http', 'ws')}/ws`, { headers: { origin: url } });
    const messages: string[] = [];
    socket.on('message', (d) => messages.push(String(d)));
    const code = await new Promise<number>((resolve) => socket.on('close', (c) => resolve(c)));
    expect(code).toBe(4000);
    expect(messages.map((m) => JSON.parse(m).type)).toContain('connection_timeout');
    await app.close();
    await database.close();
  });
});
