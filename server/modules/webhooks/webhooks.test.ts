import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookEventBody } from '@shared/schemas/webhooks.schemas';
import { buildApp } from '../../app';
import { createTestDatabase, testConfig } from '../../../test/build-test-app';
import { submitEntry, VALID_VALUES } from '../../../test/entry-fixtures';
import { createCompany, createSite, loginAs, createUser } from '../../../test/factories';
import { startWebhookReceiver } from '../../../test/webhook-receiver';
import type { Database } from '../../db/client';
import { fileBlobStore } from '../../lib/blob-store/file-blob-store';
import { outboxEvents, users, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { currentSessionUser } from '../auth/auth.service';
import { changeEntryStatus } from '../entry-requests/entry-requests.service';

const HIGH = { max: 10_000, windowMs: 60_000 };
const VALUES = { ...VALID_VALUES, scaffoldingNumber: '' };
/** Quick retries and looks, so a day of backoff fits in a test. */
const CONFIG = {
  rateLimits: { submissions: HIGH, statusReads: HIGH },
  allowPrivateNetworkTargets: true,
  outbox: { pollMs: 100, webhookRetryBaseMs: 100 },
};

let database: Database;
let blobDir: string;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let admin: string;
let manager: string;
const apps: Awaited<ReturnType<typeof buildApp>>[] = [];

async function startInstance(overrides = {}) {
  const app = await buildApp(testConfig({ ...CONFIG, ...overrides }), {
    database,
    blobStore: fileBlobStore(blobDir),
    logger: false,
  });
  await app.ready();
  apps.push(app);
  return app;
}

let app: Awaited<ReturnType<typeof buildApp>>;
const t = {
  get app() {
    return app;
  },
  get db() {
    return database.db;
  },
};

beforeAll(async () => {
  database = await createTestDatabase();
  blobDir = await fs.mkdtemp(path.join(os.tmpdir(), 'webhooks-blobs-'));
  receiver = await startWebhookReceiver();
  app = await startInstance();
  const company = await createCompany(database.db);
  const site = await createSite(database.db, company.id, { code: 'HOOK1', name: 'אתר הוקים' });
  await createUser(database.db, { role: 'company_admin', companyId: company.id, username: 'boss' });
  await createUser(database.db, {
    role: 'manager',
    companyId: company.id,
    siteIds: [site.id],
    username: 'gate',
  });
  admin = await loginAs(t as never, 'boss');
  manager = await loginAs(t as never, 'gate');
  const created = await app.inject({
    method: 'POST',
    url: '/api/webhooks',
    headers: { cookie: admin },
    payload: {
      url: receiver.url,
      events: ['entry_request.submitted', 'entry_request.decided', 'entry_request.exited'],
    },
  });
  expect(created.statusCode).toBe(201);
  expect(created.json().secret).toMatch(/^whsec_/);
  receiver.useSecret(created.json().secret);
});
afterAll(async () => {
  for (const instance of apps) await instance.close();
  await database.close();
  await receiver.close();
  await fs.rm(blobDir, { recursive: true, force: true });
});

async function submit(firstName: string) {
  const res = await submitEntry(t as never, 'HOOK1', { values: { ...VALUES, firstName } });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

const eventsOf = (entryId: string) =>
  receiver.received
    .map((hook) => ({ ...hook, event: JSON.parse(hook.body) as WebhookEventBody }))
    .filter((hook) => hook.event.data.entryRequestId === entryId);

describe('webhook deliveries', () => {
  it('bring each event once, signed, in the documented shape', async () => {
    const id = await submit('יואב');
    await expect.poll(() => eventsOf(id).length).toBe(1);
    const decided = await app.inject({
      method: 'POST',
      url: `/api/entry-requests/${id}/status`,
      headers: { cookie: manager },
      payload: { status: 'approved' },
    });
    expect(decided.statusCode).toBe(200);
    await app.inject({ method: 'POST', url: `/api/entry-requests/${id}/exit` });
    await expect.poll(() => eventsOf(id).length).toBe(3);
    const hooks = eventsOf(id);
    expect(hooks.map((hook) => hook.event.type)).toEqual([
      'entry_request.submitted',
      'entry_request.decided',
      'entry_request.exited',
    ]);
    expect(hooks.every((hook) => hook.isSigned)).toBe(true);
    expect(hooks.map((hook) => hook.id)).toEqual(hooks.map((hook) => hook.event.id));
    expect(hooks[1]!.event.data).toMatchObject({
      status: 'approved',
      site: { name: 'אתר הוקים' },
      worker: { firstName: 'יואב', lastName: 'כהן' },
    });
  });

  it('try again with backoff until a failing receiver answers, with the same event id', async () => {
    receiver.failNext(3);
    const id = await submit('נועה');
    await expect.poll(() => eventsOf(id).length, { timeout: 10_000 }).toBe(1);
    // The receiver has the event a moment before the server records its answer.
    const delivery = async () =>
      (
        await database.db
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.eventId, eventsOf(id)[0]!.id))
      )[0]!;
    await expect.poll(async () => (await delivery()).deliveredAt).not.toBeNull();
    expect(await delivery()).toMatchObject({ attempts: 4, lastStatus: 204 });
  });

  it('lose nothing when the app restarts in the middle', async () => {
    receiver.answerWith(500);
    const id = await submit('רון');
    await expect
      .poll(async () => (await database.db.select().from(webhookDeliveries)).length)
      .toBe(5);
    await app.close();
    // A decision while no instance runs: its outbox row waits for the next start.
    const [gate] = await database.db.select().from(users).where(eq(users.username, 'gate'));
    const user = await currentSessionUser(database.db, gate!.id, []);
    await changeEntryStatus(database.db, user!, id, { status: 'approved' });
    expect(await database.db.select().from(outboxEvents)).toHaveLength(1);
    receiver.answerWith(204);
    app = await startInstance();
    await expect.poll(() => eventsOf(id).length, { timeout: 10_000 }).toBe(2);
    expect(eventsOf(id).map((hook) => [hook.event.type, hook.isSigned])).toEqual([
      ['entry_request.submitted', true],
      ['entry_request.decided', true],
    ]);
    expect(await database.db.select().from(outboxEvents)).toEqual([]);
  });

  it('reach each event once with two instances on one database', async () => {
    await startInstance();
    const ids = [await submit('שני'), await submit('עדי'), await submit('גיל')];
    await expect.poll(() => ids.every((id) => eventsOf(id).length === 1)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(ids.map((id) => eventsOf(id).length)).toEqual([1, 1, 1]);
  });

  it('lists the log with its answers and sends one again on request', async () => {
    const [endpoint] = await database.db.select().from(webhookEndpoints);
    const log = await app.inject({
      method: 'GET',
      url: `/api/webhooks/${endpoint!.id}/deliveries`,
      headers: { cookie: admin },
    });
    expect(log.statusCode).toBe(200);
    const [latest] = log.json().deliveries as { id: number; state: string; eventId: string }[];
    expect(latest).toMatchObject({ state: 'delivered', lastStatus: 204 });
    const before = receiver.received.filter((hook) => hook.id === latest!.eventId).length;
    const again = await app.inject({
      method: 'POST',
      url: `/api/webhooks/${endpoint!.id}/deliveries/${latest!.id}/resend`,
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(200);
    await expect
      .poll(() => receiver.received.filter((hook) => hook.id === latest!.eventId).length)
      .toBe(before + 1);
  });
});

describe('the API document', () => {
  it('describes the body every endpoint receives', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api-docs/json' })).json();
    const body = document.webhooks.entryRequestEvent.post.requestBody.content['application/json'];
    expect(body.schema.properties.type.enum).toEqual([
      'entry_request.submitted',
      'entry_request.decided',
      'entry_request.exited',
    ]);
    expect(Object.keys(body.schema.properties.data.properties)).toContain('entryRequestId');
  });
});

describe('webhook endpoints', () => {
  const add = (payload: unknown, cookie = admin) =>
    app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: { cookie },
      payload: payload as Record<string, unknown>,
    });

  it('refuse an address that is not https, private without the operator, or no event', async () => {
    const before = await database.db.select().from(webhookEndpoints);
    const ftp = await add({ url: 'ftp://example.com/x', events: ['entry_request.submitted'] });
    expect(ftp.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const none = await add({ url: 'https://example.com/x', events: [] });
    expect(none.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const http = await add({ url: 'http://example.com/x', events: ['entry_request.decided'] });
    expect(http.json()).toMatchObject({ code: 'WEBHOOK_URL_NOT_ALLOWED' });
    expect(await database.db.select().from(webhookEndpoints)).toEqual(before);
  });

  it('refuse loopback, private and link-local addresses unless the operator allows them', async () => {
    const strict = await startInstance({ allowPrivateNetworkTargets: false });
    for (const url of [
      'https://127.0.0.1/x',
      'https://10.1.2.3/x',
      'https://169.254.169.254/latest',
      'https://[::1]/x',
      'https://localhost/x',
    ]) {
      const res = await strict.inject({
        method: 'POST',
        url: '/api/webhooks',
        headers: { cookie: admin },
        payload: { url, events: ['entry_request.submitted'] },
      });
      expect([url, res.statusCode, res.json().code]).toEqual([url, 400, 'WEBHOOK_URL_NOT_ALLOWED']);
    }
  });

  it('are the company admin alone', async () => {
    const res = await add(
      { url: 'https://example.com/x', events: ['entry_request.submitted'] },
      manager,
    );
    expect(res.statusCode).toBe(403);
  });
});
