import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@shared/i18n/languages';
import type { PushPayload } from '@shared/notifications/push-payload';
import enValidation from '@shared/i18n/locales/en/validation.json';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { submitEntry, VALID_VALUES } from '../../../test/entry-fixtures';
import { createCompany, createSite, signInStaff } from '../../../test/factories';
import { startTestPushService, type TestSubscriber } from '../../../test/push-service';
import { pushPreferences, users } from '../../db/schema';
import { notifySiteDeciders, pushToUsers } from './push.service';

let t: TestApp;
let pushService: Awaited<ReturnType<typeof startTestPushService>>;
let staff: Record<'dana' | 'eli' | 'admin', string>;
const devices: Record<string, TestSubscriber> = {};
const ids: Record<string, number> = {};
const HIGH = { max: 10_000, windowMs: 60_000 };
const VALUES = { ...VALID_VALUES, scaffoldingNumber: '' };

/** The company of the users told. */
let companyId: number;

beforeAll(async () => {
  pushService = await startTestPushService();
  t = await buildTestApp({
    rateLimits: { submissions: HIGH, statusReads: HIGH },
    allowPrivateNetworkTargets: true,
  });
  const company = await createCompany(t.db);
  companyId = company.id;
  const site = await createSite(t.db, company.id, { code: 'PREF1', name: 'גני הדר' });
  staff = await signInStaff(t, {
    dana: { role: 'manager', companyId: company.id, siteIds: [site.id], username: 'dana' },
    eli: { role: 'safety_manager', companyId: company.id, siteIds: [site.id], username: 'eli' },
    admin: { role: 'company_admin', companyId: company.id, username: 'boss' },
  });
  for (const [name, language] of [
    ['dana', 'he'],
    ['eli', 'en'],
    ['admin', 'ru'],
  ] as const) {
    devices[name] = pushService.subscribe();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/push/devices',
      headers: { cookie: staff[name] },
      payload: { ...devices[name], language },
    });
    expect(res.statusCode).toBe(201);
  }
  for (const row of await t.db.select().from(users)) ids[row.username] = row.id;
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

const readPreferences = (as: keyof typeof staff) =>
  t.app.inject({ method: 'GET', url: '/api/push/preferences', headers: { cookie: staff[as] } });
const putPreferences = (as: keyof typeof staff, payload: unknown, language = 'he') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/push/preferences',
    headers: { cookie: staff[as], 'accept-language': language },
    payload: payload as Record<string, unknown>,
  });

const receivedTag = (device: TestSubscriber, tag: string) =>
  (device.received as PushPayload[]).filter((payload) => payload.tag === tag);

describe('which events reach a user by push', () => {
  it('are all on until he turns one off, and only his own change', async () => {
    expect((await readPreferences('dana')).json()).toEqual({
      newRequest: true,
      waiting: true,
      inspectionOverdue: true,
      permitLapsed: true,
    });
    const res = await putPreferences('dana', { newRequest: false, inspectionOverdue: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      newRequest: false,
      waiting: true,
      inspectionOverdue: false,
      permitLapsed: true,
    });
    expect((await readPreferences('dana')).json()).toEqual(res.json());
    expect((await readPreferences('eli')).json().newRequest).toBe(true);
  });

  it('refuses an empty change and a value that is not on or off, in his language', async () => {
    const before = await t.db.select().from(pushPreferences);
    const empty = await putPreferences('eli', {}, 'en');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(empty.json())).toContain(enValidation.pushPreferences);
    const wrong = await putPreferences('eli', { waiting: 'yes' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('VALIDATION_FAILED');
    expect(await t.db.select().from(pushPreferences)).toEqual(before);
  });

  it('keeps a new request from the devices of a decider who turned it off', async () => {
    const res = await submitEntry(t, 'PREF1', { values: { ...VALUES, firstName: 'רון' } });
    expect(res.statusCode).toBe(201);
    const tag = `entry-${res.json().id as string}`;
    await pushService.until(() => receivedTag(devices.eli!, tag).length > 0);
    await pushService.until(() => receivedTag(devices.admin!, tag).length > 0);
    expect(receivedTag(devices.dana!, tag)).toEqual([]);
  });

  it('reminds of a waiting request only those who want the reminder', async () => {
    await putPreferences('dana', { newRequest: true });
    await putPreferences('eli', { waiting: false });
    const res = await submitEntry(t, 'PREF1', { values: { ...VALUES, firstName: 'שי' } });
    expect(res.statusCode).toBe(201);
    const entryId = res.json().id as string;
    const tag = `entry-${entryId}`;
    await pushService.until(() => receivedTag(devices.eli!, tag).length === 1);
    await pushService.until(() => receivedTag(devices.dana!, tag).length === 1);
    const outcome = await notifySiteDeciders(t.db, t.app.pushSender, entryId, {
      kind: 'waiting',
      minutes: 12,
    });
    expect(outcome?.sent).toHaveLength(2);
    await pushService.until(() => receivedTag(devices.dana!, tag).length === 2);
    expect(receivedTag(devices.dana!, tag)[1]!.body).toContain('12');
    expect(receivedTag(devices.eli!, tag)).toHaveLength(1);
  });

  it("reach other modules' users through pushToUsers, in each device's language", async () => {
    const asked: Language[] = [];
    const outcome = await pushToUsers(
      t.db,
      t.app.pushSender,
      { companyId, userIds: [ids.dana!, ids.eli!, ids.boss!] },
      'inspectionOverdue',
      (language) => {
        asked.push(language);
        return {
          tag: 'inspection-7',
          title: `overdue ${language}`,
          body: 'scaffold',
          lang: language,
          dir: language === 'he' ? 'rtl' : 'ltr',
          url: '/manager/inspections',
        };
      },
    );
    expect(outcome).toMatchObject({ sent: expect.any(Array), gone: [], failed: 0 });
    expect(outcome!.sent).toHaveLength(2);
    await pushService.until(() => receivedTag(devices.admin!, 'inspection-7').length === 1);
    await pushService.until(() => receivedTag(devices.eli!, 'inspection-7').length === 1);
    expect(receivedTag(devices.admin!, 'inspection-7')[0]).toMatchObject({ title: 'overdue ru' });
    expect(receivedTag(devices.eli!, 'inspection-7')[0]).toMatchObject({ title: 'overdue en' });
    expect(receivedTag(devices.dana!, 'inspection-7')).toEqual([]);
    expect(asked.sort()).toEqual(['en', 'ru']);
  });

  it('skips a user who is no longer active', async () => {
    await t.db.update(users).set({ isActive: false }).where(eq(users.username, 'boss'));
    const outcome = await pushToUsers(
      t.db,
      t.app.pushSender,
      { companyId, userIds: [ids.boss!] },
      'permitLapsed',
      () => {
        throw new Error('no device is to be told');
      },
    );
    expect(outcome).toBeNull();
  });
});
