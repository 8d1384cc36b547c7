import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '@shared/notifications/push-payload';
import heNotifications from '@shared/i18n/locales/he/notifications.json';
import heValidation from '@shared/i18n/locales/he/validation.json';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { submitEntry, VALID_VALUES } from '../../../test/entry-fixtures';
import { createCompany, createSite, signInStaff } from '../../../test/factories';
import { startTestPushService, type TestSubscriber } from '../../../test/push-service';
import { startTestSmtpServer } from '../../../test/smtp-server';
import { auditLog, emailOutbox, entryRequestEscalations, escalationRules } from '../../db/schema';
import { sendDueEmails } from '../email/email.service';
import { createMailer, type Mailer } from '../../lib/mailer';
import { runEscalation } from './escalation-job';
import type { EscalationDeps } from './escalation.service';

let t: TestApp;
let pushService: Awaited<ReturnType<typeof startTestPushService>>;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let mailer: Mailer;
let deps: EscalationDeps;
let siteId: number;
let otherSiteId: number;
let staff: Record<'dana' | 'yossi' | 'safety' | 'elsewhere' | 'admin', string>;
const devices: Record<string, TestSubscriber> = {};
const HIGH = { max: 10_000, windowMs: 60_000 };
const MINUTE = 60_000;
const RETRY_BASE_MS = 100;
const QUEUE_URL = 'https://gate.example.test/manager/approval-queue';
const RULE = {
  waitMinutes: 5,
  notifyStaff: true,
  emails: [
    { email: 'safety.chief@example.test', language: 'he' },
    { email: 'owner@example.test', language: 'en' },
  ],
};

beforeAll(async () => {
  [pushService, smtp] = await Promise.all([startTestPushService(), startTestSmtpServer()]);
  t = await buildTestApp({
    rateLimits: { submissions: HIGH, statusReads: HIGH },
    allowPrivateNetworkTargets: true,
    smtp: smtp.config,
  });
  const company = await createCompany(t.db);
  const site = await createSite(t.db, company.id, { code: 'WAIT1', name: 'מגדלי הים' });
  const other = await createSite(t.db, company.id, { code: 'WAIT2' });
  siteId = site.id;
  otherSiteId = other.id;
  staff = await signInStaff(t, {
    dana: { role: 'manager', companyId: company.id, siteIds: [site.id], username: 'dana' },
    yossi: { role: 'manager', companyId: company.id, siteIds: [site.id], username: 'yossi' },
    safety: { role: 'safety_manager', companyId: company.id, siteIds: [site.id] },
    elsewhere: { role: 'manager', companyId: company.id, siteIds: [other.id] },
    admin: { role: 'company_admin', companyId: company.id },
  });
  for (const name of ['dana', 'yossi'] as const) {
    devices[name] = pushService.subscribe();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/push/devices',
      headers: { cookie: staff[name] },
      payload: { ...devices[name], language: 'he', deviceLabel: 'Chrome' },
    });
    expect(res.statusCode).toBe(201);
  }
  mailer = createMailer(smtp.config);
  deps = { pushSender: t.app.pushSender, isEmailOn: true, queueUrl: QUEUE_URL, log: t.app.log };
});
afterAll(async () => {
  mailer.close();
  await t.close();
  await Promise.all([pushService.close(), smtp.close()]);
});

const putRule = (as: keyof typeof staff, body: unknown, site = siteId) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/sites/${site}/escalation`,
    headers: { cookie: staff[as] },
    payload: body as Record<string, unknown>,
  });

async function newRequest(firstName: string) {
  const res = await submitEntry(t, 'WAIT1', {
    values: { ...VALID_VALUES, scaffoldingNumber: '', firstName },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

async function approve(id: string) {
  const decided = await t.app.inject({
    method: 'POST',
    url: `/api/entry-requests/${id}/status`,
    headers: { cookie: staff.dana },
    payload: { status: 'approved' },
  });
  expect(decided.statusCode).toBe(200);
}

const run = (afterMs: number) =>
  runEscalation(t.db, deps, mailer, RETRY_BASE_MS, new Date(Date.now() + afterMs));

const waitingNotices = (device: TestSubscriber, entryId: string) =>
  (device.received as PushPayload[]).filter(
    (p) => p.tag === `entry-${entryId}` && p.title.startsWith('עדיין ממתין'),
  );

const escalationsOf = (entryId: string) =>
  t.db
    .select({ reason: auditLog.reason })
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entryId), eq(auditLog.action, 'entry_request.escalate')))
    .orderBy(auditLog.id);

describe('the escalation rule of a site', () => {
  it('is set by the site manager and read back with whether e-mail is on', async () => {
    expect((await putRule('dana', RULE)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/sites/${siteId}/escalation`,
      headers: { cookie: staff.dana },
    });
    expect(res.json()).toEqual({ rule: RULE, emailEnabled: true });
  });

  it('refuses a wait of zero or of days and an address that is not one, writing nothing', async () => {
    const before = await t.db.select().from(escalationRules);
    for (const [body, field, message] of [
      [{ ...RULE, waitMinutes: 0 }, 'waitMinutes', heValidation.escalationWait],
      [{ ...RULE, waitMinutes: 3 * 24 * 60 }, 'waitMinutes', heValidation.escalationWait],
      [
        { ...RULE, emails: [{ email: 'not-an-address', language: 'he' }] },
        'emails.0.email',
        heValidation.emailFormat,
      ],
      [
        { ...RULE, emails: [RULE.emails[0], RULE.emails[0]] },
        'emails',
        heValidation.escalationRecipients,
      ],
    ] as const) {
      const res = await putRule('dana', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { [field]: message },
      });
    }
    expect(await t.db.select().from(escalationRules)).toEqual(before);
  });

  it("is the site's managers' and admins': another site's manager gets 404, a safety manager 403", async () => {
    expect((await putRule('elsewhere', RULE)).statusCode).toBe(404);
    expect((await putRule('safety', RULE)).statusCode).toBe(403);
    expect((await putRule('admin', RULE, otherSiteId)).statusCode).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/sites/${otherSiteId}/escalation`,
      headers: { cookie: staff.elsewhere },
    });
    expect(removed.statusCode).toBe(204);
  });
});

describe('a request left waiting', () => {
  it('escalates by push at the wait, then by e-mail in each language, once per step', async () => {
    const id = await newRequest('רון');
    expect(await run(4 * MINUTE)).toBe(0);

    expect(await run(5 * MINUTE + 1000)).toBe(1);
    await pushService.until(
      () =>
        waitingNotices(devices.dana!, id).length > 0 &&
        waitingNotices(devices.yossi!, id).length > 0,
    );
    const notice = waitingNotices(devices.yossi!, id)[0]!;
    expect(notice.body).toBe('רון כהן ממתין בשער כבר 5 דקות');
    // The reminder still decides: it replaces the first notification, buttons and all.
    expect(notice.decide?.actions.map((a) => a.action)).toEqual(['approve', 'reject']);
    expect(await run(6 * MINUTE)).toBe(0);
    expect(smtp.received).toHaveLength(0);

    // Step two takes the e-mails and sends them in the same run.
    expect(await run(10 * MINUTE + 1000)).toBe(3);
    expect(smtp.received).toHaveLength(2);
    const hebrew = smtp.received.find((m) => m.subject?.includes('בקשת כניסה'))!;
    expect(hebrew.to).toMatchObject({ text: 'safety.chief@example.test' });
    expect(hebrew.from?.text).toContain('gate@example.test');
    expect(hebrew.subject).toMatch(/^בקשת כניסה \d+ ממתינה 10 דקות · מגדלי הים$/);
    expect(hebrew.text).toContain('רון כהן');
    expect(hebrew.text).toContain(`${heNotifications.email.escalation.employer}: \u2068גובה בע"מ`);
    expect(hebrew.text).toContain(QUEUE_URL);
    expect(hebrew.html).toContain('<html lang="he" dir="rtl">');
    expect(hebrew.html).toContain(heNotifications.email.escalation.heading);
    const english = smtp.received.find((m) => m.subject?.startsWith('Entry request'))!;
    expect(english.to).toMatchObject({ text: 'owner@example.test' });
    expect(english.html).toContain('<html lang="en" dir="ltr">');
    expect(english.text).toContain('has waited 10 minutes for a decision');

    expect(await run(20 * MINUTE)).toBe(0);
    expect(smtp.received).toHaveLength(2);
    expect(await escalationsOf(id)).toEqual([{ reason: 'push' }, { reason: 'email' }]);
  });

  it('shows its escalation on the request', async () => {
    const [step] = await t.db.select().from(entryRequestEscalations).limit(1);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/entry-requests/${step!.entryRequestId}/details`,
      headers: { cookie: staff.dana },
    });
    expect(res.statusCode).toBe(200);
    const actions = (res.json().audit as { action: string; reason: string }[]).filter(
      (a) => a.action === 'entry_request.escalate',
    );
    expect(actions.map((a) => a.reason)).toEqual(['push', 'email']);
  });

  it('is taken once when two instances look at the same moment', async () => {
    const id = await newRequest('עדי');
    const at = new Date(Date.now() + 5 * MINUTE + 1000);
    const taken = await Promise.all([
      runEscalation(t.db, deps, mailer, RETRY_BASE_MS, at),
      runEscalation(t.db, deps, mailer, RETRY_BASE_MS, at),
    ]);
    expect(taken[0] + taken[1]).toBe(1);
    expect(await escalationsOf(id)).toEqual([{ reason: 'push' }]);
    await approve(id);
  });

  it('does not escalate once decided', async () => {
    const id = await newRequest('שי');
    await approve(id);
    expect(await run(30 * MINUTE)).toBe(0);
    expect(await escalationsOf(id)).toEqual([]);
  });

  it('takes no e-mail step without SMTP settings', async () => {
    const id = await newRequest('גל');
    const off = { ...deps, isEmailOn: false };
    expect(
      await runEscalation(t.db, off, null, RETRY_BASE_MS, new Date(Date.now() + 11 * MINUTE)),
    ).toBe(1);
    expect(await escalationsOf(id)).toEqual([{ reason: 'push' }]);
    await approve(id);
  });

  it('retries an e-mail the SMTP server refused until it is accepted', async () => {
    const id = await newRequest('דן');
    smtp.refuseNext(2);
    const before = smtp.received.length;
    await run(10 * MINUTE + 1000);
    expect(smtp.received.length).toBe(before);
    const refused = await t.db.select().from(emailOutbox).where(isNull(emailOutbox.sentAt));
    expect(refused.map((row) => row.lastError)).toEqual([
      expect.stringContaining('try again later'),
      expect.stringContaining('try again later'),
    ]);
    await expect
      .poll(
        async () => {
          await sendDueEmails(t.db, mailer, RETRY_BASE_MS);
          return smtp.received.length;
        },
        { timeout: 5000, interval: 150 },
      )
      .toBe(before + 2);
    expect(smtp.received.slice(before).every((m) => m.text?.includes('דן כהן'))).toBe(true);
    expect(await escalationsOf(id)).toEqual([{ reason: 'push' }, { reason: 'email' }]);
  });
});
