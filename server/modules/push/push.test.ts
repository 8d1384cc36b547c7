import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '@shared/notifications/push-payload';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { submitEntry, VALID_VALUES } from '../../../test/entry-fixtures';
import { createCompany, createSite, signInStaff } from '../../../test/factories';
import { startTestPushService, type TestSubscriber } from '../../../test/push-service';
import {
  auditLog,
  entryRequests,
  pushActionTokens,
  pushSubscriptions,
  users,
} from '../../db/schema';

let t: TestApp;
let pushService: Awaited<ReturnType<typeof startTestPushService>>;
let staff: Record<'manager' | 'english' | 'admin' | 'elsewhere' | 'leaving', string>;
const HIGH = { max: 10_000, windowMs: 60_000 };
const VALUES = { ...VALID_VALUES, scaffoldingNumber: '' };
const devices: Record<string, TestSubscriber> = {};

beforeAll(async () => {
  pushService = await startTestPushService();
  t = await buildTestApp({
    rateLimits: { submissions: HIGH, statusReads: HIGH },
    allowPrivateNetworkTargets: true,
  });
  const company = await createCompany(t.db);
  const site = await createSite(t.db, company.id, { code: 'GATE1', name: 'מגדלי הים' });
  const other = await createSite(t.db, company.id, { code: 'GATE2' });
  staff = await signInStaff(t, {
    manager: { role: 'manager', companyId: company.id, siteIds: [site.id], username: 'dana' },
    english: { role: 'safety_manager', companyId: company.id, siteIds: [site.id] },
    admin: { role: 'company_admin', companyId: company.id },
    elsewhere: { role: 'manager', companyId: company.id, siteIds: [other.id] },
    leaving: { role: 'manager', companyId: company.id, siteIds: [site.id], username: 'leaving' },
  });
  for (const [name, language] of [
    ['manager', 'he'],
    ['english', 'en'],
    ['admin', 'he'],
    ['elsewhere', 'he'],
    ['leaving', 'he'],
  ] as const) {
    devices[name] = pushService.subscribe();
    const res = await addDevice(name, { ...devices[name], language, deviceLabel: 'Chrome' });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

function addDevice(as: keyof typeof staff, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/push/devices',
    headers: { cookie: staff[as] },
    payload: body as Record<string, unknown>,
  });
}

const pressButton = (token: string, action: string) =>
  t.app.inject({ method: 'POST', url: '/api/push/actions', payload: { token, action } });

async function newRequest(firstName: string) {
  const res = await submitEntry(t, 'GATE1', { values: { ...VALUES, firstName } });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

/** The payload a device received about a request, once it arrives. */
async function pushAbout(device: TestSubscriber, entryId: string): Promise<PushPayload> {
  const find = () =>
    (device.received as PushPayload[]).find((payload) => payload.tag === `entry-${entryId}`);
  await pushService.until(() => find() !== undefined);
  return find()!;
}

const entryOf = async (id: string) =>
  (await t.db.select().from(entryRequests).where(eq(entryRequests.id, id)))[0]!;

describe('push notifications of a new request', () => {
  it('reach every device of the site deciders, encrypted, in each device language', async () => {
    const id = await newRequest('אבי');
    const hebrew = await pushAbout(devices.manager!, id);
    expect(hebrew).toMatchObject({
      title: 'בקשת כניסה חדשה · מגדלי הים',
      body: 'אבי כהן ממתין לאישור בשער',
      lang: 'he',
      dir: 'rtl',
      url: '/manager/approval-queue',
    });
    expect(hebrew.decide?.actions.map((a) => a.title)).toEqual(['אישור', 'דחייה']);
    const english = await pushAbout(devices.english!, id);
    expect(english).toMatchObject({ body: 'אבי כהן is waiting for approval at the gate' });
    expect(english.dir).toBe('ltr');
    await pushAbout(devices.admin!, id);
    expect(pushService.problems).toEqual([]);
  });

  it('do not reach the manager of another site', async () => {
    const id = await newRequest('בני');
    await pushAbout(devices.manager!, id);
    expect(
      (devices.elsewhere!.received as PushPayload[]).some((p) => p.tag === `entry-${id}`),
    ).toBe(false);
  });

  it('forget a device the push service says is gone', async () => {
    const gone = pushService.subscribe();
    expect((await addDevice('manager', { ...gone, language: 'he' })).statusCode).toBe(201);
    pushService.expire(gone);
    const id = await newRequest('גדי');
    await pushAbout(devices.manager!, id);
    await expect
      .poll(async () =>
        t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, gone.endpoint)),
      )
      .toEqual([]);
  });
});

describe("a notification's buttons", () => {
  it('approve from the lock screen, recorded as a push decision by its user', async () => {
    const id = await newRequest('דני');
    const { decide } = await pushAbout(devices.manager!, id);
    const res = await pressButton(decide!.token, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ entryId: id, status: 'approved' });
    const entry = await entryOf(id);
    expect(entry).toMatchObject({ status: 'approved', decidedVia: 'push' });
    const [dana] = await t.db.select().from(users).where(eq(users.username, 'dana'));
    expect(entry.decidedBy).toBe(dana!.id);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((row) => row.actorUserId)).toContain(dana!.id);
  });

  it('refuse a button pressed a second time', async () => {
    const id = await newRequest('הדס');
    const { decide } = await pushAbout(devices.manager!, id);
    expect((await pressButton(decide!.token, 'approve')).statusCode).toBe(200);
    const again = await pressButton(decide!.token, 'reject');
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('PUSH_ACTION_EXPIRED');
    expect((await entryOf(id)).status).toBe('approved');
  });

  it('answer 409 with who decided first when another manager already did', async () => {
    const id = await newRequest('ורד');
    const first = await pushAbout(devices.manager!, id);
    const second = await pushAbout(devices.english!, id);
    expect((await pressButton(first.decide!.token, 'approve')).statusCode).toBe(200);
    const late = await pressButton(second.decide!.token, 'reject');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'ENTRY_STATE_CONFLICT',
      status: 'approved',
      decidedBy: { fullName: 'Test manager' },
    });
    expect(second.decide!.outcome.conflict).toContain('{{name}}');
  });

  it('reject with a reason the worker reads in his language', async () => {
    const id = await newRequest('זיו');
    const { decide } = await pushAbout(devices.english!, id);
    expect((await pressButton(decide!.token, 'reject')).statusCode).toBe(200);
    expect(await entryOf(id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'הבקשה נדחתה על ידי מנהל האתר. פנה למנהל בשער.',
      decidedVia: 'push',
    });
  });

  it('decide nothing for a user who lost access since the notification', async () => {
    const id = await newRequest('חנה');
    const { decide } = await pushAbout(devices.leaving!, id);
    await t.db.update(users).set({ isActive: false }).where(eq(users.username, 'leaving'));
    const res = await pressButton(decide!.token, 'approve');
    expect(res.statusCode).toBe(403);
    expect((await entryOf(id)).status).toBe('pending');
  });

  it('refuse an expired button and a made-up one', async () => {
    const id = await newRequest('טל');
    const { decide } = await pushAbout(devices.manager!, id);
    await t.db
      .update(pushActionTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pushActionTokens.entryRequestId, id));
    expect((await pressButton(decide!.token, 'approve')).statusCode).toBe(410);
    expect((await pressButton('x'.repeat(32), 'approve')).statusCode).toBe(410);
    expect((await pressButton('short', 'approve')).statusCode).toBe(400);
    expect((await entryOf(id)).status).toBe('pending');
  });
});

describe('the devices screen', () => {
  it('lists the caller own devices with the key to subscribe with', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/push/devices',
      headers: { cookie: staff.english },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(res.json().devices).toEqual([
      expect.objectContaining({ deviceLabel: 'Chrome', language: 'en' }),
    ]);
  });

  it('refuses a push service it does not know and a malformed key, writing nothing', async () => {
    const before = await t.db.select().from(pushSubscriptions);
    const device = pushService.subscribe();
    const foreign = await addDevice('manager', {
      ...device,
      endpoint: 'https://push.attacker.example/abc',
      language: 'he',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('PUSH_ENDPOINT_NOT_ALLOWED');
    const malformed = await addDevice('manager', {
      endpoint: device.endpoint,
      keys: { p256dh: 'abc', auth: device.keys.auth },
      language: 'he',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_FAILED');
    expect(await t.db.select().from(pushSubscriptions)).toEqual(before);
  });

  it("removes the caller's device and not another user's", async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/push/devices',
      headers: { cookie: staff.admin },
    });
    const [device] = list.json().devices as { id: number }[];
    const remove = (as: keyof typeof staff) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/push/devices/${device!.id}`,
        headers: { cookie: staff[as] },
      });
    expect((await remove('manager')).statusCode).toBe(404);
    expect((await remove('admin')).statusCode).toBe(204);
    expect((await remove('admin')).statusCode).toBe(404);
  });
});
