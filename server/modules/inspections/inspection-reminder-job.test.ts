import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PushPayload } from '@shared/notifications/push-payload';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createEquipment } from '../../../test/entry-fixtures';
import { createCompany, createSite, createUser, loginAs } from '../../../test/factories';
import { inspect, placeEquipment } from '../../../test/inspection-fixtures';
import { startTestPushService, type TestSubscriber } from '../../../test/push-service';
import { startTestSmtpServer } from '../../../test/smtp-server';
import { emailOutbox, inspectionReminders, users } from '../../db/schema';
import { createMailer, type Mailer } from '../../lib/mailer';
import { runInspectionReminders } from './inspection-reminder-job';
import type { ReminderDeps } from './inspection-reminders';

let t: TestApp;
let pushService: Awaited<ReturnType<typeof startTestPushService>>;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let mailer: Mailer;
let deps: ReminderDeps;
let siteId: number;
let items: Record<string, { id: number }>;
const names: Record<string, string> = {};
const devices: Record<string, TestSubscriber> = {};
const LIST_URL = 'https://gate.example.test/manager/scaffolding-management';
const RETRY_BASE_MS = 100;

const at = (iso: string) => vi.setSystemTime(new Date(iso));
const run = (on = deps, withMailer: Mailer | null = mailer) =>
  runInspectionReminders(t.db, on, withMailer, RETRY_BASE_MS);
const digests = (name: string) =>
  (devices[name]!.received as PushPayload[]).filter((p) => p.tag === `inspections-${siteId}`);

/** A staff user of the company, with an e-mail address and one device in his language. */
async function staffUser(
  name: string,
  values: Parameters<typeof createUser>[1],
  language: string | null,
) {
  const user = await createUser(t.db, { ...values, username: name });
  await t.db
    .update(users)
    .set({ email: `${name}@example.test` })
    .where(eq(users.id, user.id));
  names[name] = user.username;
  if (language) {
    devices[name] = pushService.subscribe();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/push/devices',
      headers: { cookie: await loginAs(t, name) },
      payload: { ...devices[name], language, deviceLabel: 'Chrome' },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  return user;
}

beforeAll(async () => {
  [pushService, smtp] = await Promise.all([startTestPushService(), startTestSmtpServer()]);
  t = await buildTestApp({ allowPrivateNetworkTargets: true, smtp: smtp.config });
  const companyId = (await createCompany(t.db)).id;
  siteId = (await createSite(t.db, companyId, { code: 'DIGEST1', name: 'מגדלי הים' })).id;
  const otherSiteId = (await createSite(t.db, companyId, { code: 'DIGEST2' })).id;
  await createEquipment(t.db, companyId);
  items = await placeEquipment(t.db, companyId, siteId);
  const onSite = { role: 'manager' as const, companyId, siteIds: [siteId] };
  const qualified = {
    dana: [await staffUser('dana', onSite, 'en'), ['scaffold']],
    yossi: [await staffUser('yossi', onSite, 'he'), ['scaffold', 'platform']],
    elsewhere: [
      await staffUser('elsewhere', { ...onSite, siteIds: [otherSiteId] }, 'he'),
      ['scaffold', 'platform'],
    ],
  } as const;
  await staffUser('unqualified', onSite, 'he');
  const admin = await createUser(t.db, { role: 'company_admin', companyId });
  const adminCookie = await loginAs(t, admin.username);
  for (const [user, kinds] of Object.values(qualified)) {
    const marked = await t.app.inject({
      method: 'PUT',
      url: `/api/inspections/qualifications/${user.id}`,
      headers: { cookie: adminCookie },
      payload: { kinds },
    });
    expect(marked.statusCode, marked.body).toBe(200);
  }
  mailer = createMailer(smtp.config);
  deps = { pushSender: t.app.pushSender, isEmailOn: true, listUrl: LIST_URL, log: t.app.log };
});
afterAll(async () => {
  vi.useRealTimers();
  mailer.close();
  await t.close();
  await Promise.all([pushService.close(), smtp.close()]);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the morning digest of inspections to make', () => {
  it('reaches each qualified user of the site once a day, by push and e-mail, in his language', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // The company counts its days in Jerusalem (UTC+2 in March).
    at('2026-03-01T08:00:00Z');
    expect((await inspect(t, await loginAs(t, 'yossi'), items['P-102']!.id)).statusCode).toBe(201);
    at('2026-03-02T08:00:00Z');
    expect((await inspect(t, await loginAs(t, 'yossi'), items['P-101']!.id)).statusCode).toBe(201);

    // 05:30 on the site: too early for the morning's digest.
    at('2026-03-09T03:30:00Z');
    expect(await run()).toBe(0);

    // 06:30: P-101 is due today, P-102 overdue since yesterday, LP-7 was never inspected.
    at('2026-03-09T04:30:00Z');
    expect(await run()).toBe(2);
    await pushService.until(() => digests('dana').length > 0 && digests('yossi').length > 0);
    expect(digests('dana')).toEqual([
      {
        tag: `inspections-${siteId}`,
        title: 'Inspections · מגדלי הים',
        body: [
          'Due today: 1 · Overdue: 1',
          'To inspect today, scaffolds: \u2068P-101\u2069',
          'Overdue, scaffolds: \u2068P-102\u2069',
        ].join('\n'),
        lang: 'en',
        dir: 'ltr',
        url: '/manager/scaffolding-management',
      },
    ]);
    // Yossi also inspects platforms: LP-7, never inspected, is his to inspect today.
    expect(digests('yossi')[0]).toMatchObject({
      title: 'בדיקות ציוד · מגדלי הים',
      body: [
        'לבדיקה היום: 2 · באיחור: 1',
        'לבדיקה היום, פיגומים: \u2068P-101\u2069',
        'לבדיקה היום, במות הרמה: \u2068LP-7\u2069',
        'באיחור, פיגומים: \u2068P-102\u2069',
      ].join('\n'),
      dir: 'rtl',
    });
    // Nothing to inspect on the other site; no qualification, no digest.
    expect(devices.elsewhere!.received).toEqual([]);
    expect(devices.unqualified!.received).toEqual([]);

    expect(smtp.received).toHaveLength(2);
    const english = smtp.received.find(
      (m) => m.to && 'text' in m.to && m.to.text.includes('dana'),
    )!;
    expect(english.subject).toBe('Equipment inspections · מגדלי הים: due today 1, overdue 1');
    expect(english.text).toContain('Overdue, scaffolds: \u2068P-102\u2069');
    expect(english.text).toContain(LIST_URL);
    expect(english.html).toContain('<html lang="en" dir="ltr">');
    const hebrew = smtp.received.find(
      (m) => m.to && 'text' in m.to && m.to.text.includes('yossi'),
    )!;
    expect(hebrew.subject).toBe('בדיקות ציוד · מגדלי הים: לבדיקה היום 2, באיחור 1');
    expect(hebrew.html).toContain('<html lang="he" dir="rtl">');

    // Later the same day, and after a restart (the record is in the database): nothing again.
    at('2026-03-09T15:00:00Z');
    expect(await run()).toBe(0);
    expect(
      await runInspectionReminders(t.db, { ...deps }, createMailer(smtp.config), RETRY_BASE_MS),
    ).toBe(0);
    expect(digests('dana')).toHaveLength(1);
    expect(smtp.received).toHaveLength(2);
  });

  it('is sent once by two instances looking at the same moment', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-03-10T05:00:00Z');
    const taken = await Promise.all([run(), run()]);
    expect(taken[0] + taken[1]).toBe(2);
    await pushService.until(() => digests('dana').length === 2 && digests('yossi').length === 2);
    expect(digests('dana')[1]!.body.split('\n')[0]).toBe('Due today: 0 · Overdue: 2');
    expect(smtp.received).toHaveLength(4);
    const day = await t.db
      .select()
      .from(inspectionReminders)
      .where(eq(inspectionReminders.day, '2026-03-10'));
    expect(day).toHaveLength(2);
  });

  it('goes by push only when e-mail is not set up', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-03-11T05:00:00Z');
    const queued = (await t.db.select().from(emailOutbox)).length;
    expect(await run({ ...deps, isEmailOn: false }, null)).toBe(2);
    await pushService.until(() => digests('dana').length === 3);
    expect((await t.db.select().from(emailOutbox)).length).toBe(queued);
    expect(smtp.received).toHaveLength(4);
  });

  it('stops once the items are inspected', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-03-12T05:00:00Z');
    const yossi = await loginAs(t, 'yossi');
    for (const number of ['P-101', 'P-102']) {
      expect((await inspect(t, yossi, items[number]!.id)).statusCode).toBe(201);
    }
    // Dana inspects only scaffolds, all fit now; Yossi still has LP-7.
    expect(await run()).toBe(1);
    await pushService.until(() => digests('yossi').length === 4);
    expect(digests('yossi')[3]!.body.split('\n')[0]).toBe('לבדיקה היום: 1 · באיחור: 0');
    expect(digests('dana')).toHaveLength(3);
  });
});
