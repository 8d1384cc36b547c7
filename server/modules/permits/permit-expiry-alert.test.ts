import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '@shared/notifications/push-payload';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, createSite, createUser, loginAs } from '../../../test/factories';
import { permitBody, permitCall, START_BODY } from '../../../test/permit-fixtures';
import { startTestPushService, type TestSubscriber } from '../../../test/push-service';
import { startTestSmtpServer } from '../../../test/smtp-server';
import { emailOutbox, permitExpiryAlerts, users } from '../../db/schema';
import { createMailer, type Mailer } from '../../lib/mailer';
import { sendDueEmails } from '../email/email.service';
import type { ExpiryAlertDeps } from './expiry-alert';
import { watchPermits } from './permit-watch';

let t: TestApp;
let pushService: Awaited<ReturnType<typeof startTestPushService>>;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let mailer: Mailer;
let alerts: ExpiryAlertDeps;
let siteId: number;
const staff = {} as Record<
  'manager' | 'safety' | 'elsewhere' | 'admin',
  { id: number; cookie: string }
>;
const devices = {} as Record<keyof typeof staff, TestSubscriber>;
const HOUR = 3_600_000;

beforeAll(async () => {
  [pushService, smtp] = await Promise.all([startTestPushService(), startTestSmtpServer()]);
  t = await buildTestApp({ allowPrivateNetworkTargets: true, smtp: smtp.config });
  const company = await createCompany(t.db, { timezone: 'Asia/Jerusalem' });
  const site = await createSite(t.db, company.id, { name: 'מגדלי הים' });
  const other = await createSite(t.db, company.id, { name: 'אתר אחר' });
  siteId = site.id;
  const people = {
    manager: { role: 'manager', siteIds: [site.id], language: 'ru', email: 'ivan@example.test' },
    safety: {
      role: 'safety_manager',
      siteIds: [site.id],
      language: 'he',
      email: 'rina@example.test',
    },
    elsewhere: {
      role: 'safety_manager',
      siteIds: [other.id],
      language: 'he',
      email: 'x@example.test',
    },
    admin: { role: 'company_admin', siteIds: [], language: 'en', email: 'boss@example.test' },
  } as const;
  for (const [name, p] of Object.entries(people) as [
    keyof typeof people,
    (typeof people)[keyof typeof people],
  ][]) {
    const user = await createUser(t.db, {
      role: p.role,
      companyId: company.id,
      siteIds: [...p.siteIds],
    });
    await t.db.update(users).set({ email: p.email }).where(eq(users.id, user.id));
    staff[name] = { id: user.id, cookie: await loginAs(t, user.username) };
    devices[name] = pushService.subscribe();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/push/devices',
      headers: { cookie: staff[name].cookie },
      payload: { ...devices[name], language: p.language, deviceLabel: 'Chrome' },
    });
    expect(res.statusCode).toBe(201);
  }
  mailer = createMailer(smtp.config);
  alerts = {
    pushSender: t.app.pushSender,
    isEmailOn: true,
    publicUrl: 'https://gate.example.test',
    log: t.app.log,
  };
});
afterAll(async () => {
  mailer.close();
  await t.close();
  await Promise.all([pushService.close(), smtp.close()]);
});

/** An active permit of the site, its work manager the site's manager; answers its id and end. */
async function activePermit(task: string) {
  const created = await permitCall(
    t,
    staff.manager.cookie,
    'POST',
    '/api/permits',
    permitBody(siteId, staff.manager.id, new Date(Date.now() + 60_000), { task }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id;
  for (const [step, who] of [
    ['request', 'manager'],
    ['approve', 'safety'],
    ['start', 'manager'],
  ] as const) {
    const res = await permitCall(
      t,
      staff[who].cookie,
      'POST',
      `/api/permits/${id}/${step}`,
      step === 'start' ? START_BODY : {},
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return { id, end: new Date(created.body.plannedEnd as string) };
}

const expiryNotices = (device: TestSubscriber, id: number) =>
  (device.received as PushPayload[]).filter((p) => p.tag === `permit-${id}`);

const queuedFor = (address: string) =>
  t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

describe('the expiry of a permit, told to its work manager and the site safety managers', () => {
  it('pushes and e-mails each of them once, in his language, at the expiry', async () => {
    const permit = await activePermit('התקנת חיפוי');
    const after = new Date(permit.end.getTime() + 60_000);
    expect(await watchPermits(t.db, alerts, new Date(permit.end.getTime() - 60_000))).toBe(0);
    expect(expiryNotices(devices.manager, permit.id)).toEqual([]);
    // Two instances run the watch at the same moment: one expires the permit and tells it.
    await Promise.all([watchPermits(t.db, alerts, after), watchPermits(t.db, alerts, after)]);
    await pushService.until(
      () =>
        expiryNotices(devices.manager, permit.id).length > 0 &&
        expiryNotices(devices.safety, permit.id).length > 0,
    );
    const [ru] = expiryNotices(devices.manager, permit.id);
    expect(ru).toMatchObject({
      title: `Срок допуска ${permit.id} истёк · מגדלי הים`,
      lang: 'ru',
      dir: 'ltr',
      url: '/manager/permits',
    });
    expect(ru!.body).toContain('התקנת חיפוי');
    expect(expiryNotices(devices.safety, permit.id)[0]).toMatchObject({
      title: `היתר עבודה ${permit.id} פג · מגדלי הים`,
      dir: 'rtl',
    });
    expect(await sendDueEmails(t.db, mailer, 100)).toBe(2);
    const mails = smtp.received.filter((m) => m.subject?.includes(String(permit.id)));
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [
        `Истёк допуск к работе на высоте ${permit.id} · מגדלי הים`,
        `היתר עבודה בגובה ${permit.id} פג · מגדלי הים`,
      ].sort(),
    );
    const hebrew = mails.find((m) => m.subject?.startsWith('היתר'))!;
    expect(hebrew.html).toContain('<html lang="he" dir="rtl">');
    expect(hebrew.text).toContain('https://gate.example.test/manager/permits');
    expect(hebrew.to).toMatchObject({ text: 'rina@example.test' });
    // Neither a safety manager of another site nor the company's admin is told.
    expect(expiryNotices(devices.elsewhere, permit.id)).toEqual([]);
    expect(expiryNotices(devices.admin, permit.id)).toEqual([]);
    expect(await queuedFor('x@example.test')).toEqual([]);
    expect(await queuedFor('boss@example.test')).toEqual([]);
    // Later runs tell nothing again.
    await watchPermits(t.db, alerts, new Date(after.getTime() + HOUR));
    expect(expiryNotices(devices.manager, permit.id)).toHaveLength(1);
    expect(expiryNotices(devices.safety, permit.id)).toHaveLength(1);
    expect(await queuedFor('ivan@example.test')).toHaveLength(1);
  });

  it('pushes after a restart an expiry whose instance stopped before its pushes', async () => {
    const permit = await activePermit('פירוק פיגום');
    const after = new Date(permit.end.getTime() + 60_000);
    await watchPermits(t.db, alerts, after);
    await pushService.until(() => expiryNotices(devices.safety, permit.id).length > 0);
    // What an instance that stopped between the expiry and its pushes leaves behind.
    await t.db
      .update(permitExpiryAlerts)
      .set({ pushedAt: null })
      .where(eq(permitExpiryAlerts.permitId, permit.id));
    devices.safety.received.length = 0;
    devices.manager.received.length = 0;
    await watchPermits(t.db, alerts, new Date(after.getTime() + 30_000));
    await pushService.until(() => expiryNotices(devices.safety, permit.id).length > 0);
    await watchPermits(t.db, alerts, new Date(after.getTime() + 60_000));
    expect(expiryNotices(devices.safety, permit.id)).toHaveLength(1);
    expect(expiryNotices(devices.manager, permit.id)).toHaveLength(1);
    expect(await queuedFor('rina@example.test')).toHaveLength(2);
  });

  it('queues no e-mail without SMTP, and still pushes', async () => {
    const permit = await activePermit('צביעת חזית');
    const queued = async () => (await t.db.select().from(emailOutbox)).length;
    const before = await queued();
    await watchPermits(
      t.db,
      { ...alerts, isEmailOn: false },
      new Date(permit.end.getTime() + 60_000),
    );
    await pushService.until(() => expiryNotices(devices.manager, permit.id).length > 0);
    expect(await queued()).toBe(before);
  });
});
