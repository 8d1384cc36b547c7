import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, billingDays, billingLedger, billingPlans, entryRequests } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, createSite, createUser, loginAs } from '../../../test/factories';
import { closeDay, closeDueDays, dailyShare } from './day-closing';

let t: TestApp;
const cookie: Record<string, string> = {};
let companyId: number;
let siteIds: number[];

beforeAll(async () => {
  t = await buildTestApp({ mainAccountUsernames: ['b-main'] });
  companyId = (await createCompany(t.db, { name: 'חברת חיוב' })).id;
  siteIds = [(await createSite(t.db, companyId)).id, (await createSite(t.db, companyId)).id];
  await createUser(t.db, { role: 'super_admin', username: 'b-super' });
  await createUser(t.db, { role: 'admin', username: 'b-admin', companyId });
  await createUser(t.db, { role: 'company_admin', username: 'b-main', companyId });
  await createUser(t.db, { role: 'sales_agent', username: 'b-agent' });
  for (const name of ['super', 'admin', 'main', 'agent'])
    cookie[name] = await loginAs(t, `b-${name}`);
});
afterAll(() => t.close());

const call = (as: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: cookie[as]! } });
const plan = {
  effectiveFrom: '2026-01-01',
  monthlyBase: 3000,
  siteDayPrice: 25,
  entryPrice: 1.5,
  vatPercent: 18,
};

/** An entry request on a site at an instant, approved or not. */
async function entryAt(siteId: number, at: string, status: 'approved' | 'rejected', n: number) {
  await t.db.insert(entryRequests).values({
    id: `bill-${n}`,
    companyId,
    siteId,
    requestNumber: 9000 + n,
    status,
    formVersion: 1,
    values: {},
    language: 'he',
    createdAt: new Date(at),
  });
}

describe('billing plans', () => {
  it('refuses negative, absurd and sub-agora prices in the caller language, writing nothing', async () => {
    const url = `/api/admin/billing/companies/${companyId}/plans?lang=en`;
    const res = await call('super', 'POST', url, {
      ...plan,
      monthlyBase: -1,
      siteDayPrice: 1_000_000,
      entryPrice: 0.001,
      vatPercent: 180,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({
      monthlyBase: 'A price cannot be negative',
      siteDayPrice: expect.stringContaining('unusually high'),
      entryPrice: expect.stringContaining('two digits'),
      vatPercent: 'VAT is a percentage between 0 and 100',
    });
    expect(await t.db.select().from(billingPlans)).toEqual([]);
  });

  it('sets a plan, audited, and lists it', async () => {
    const res = await call(
      'super',
      'POST',
      `/api/admin/billing/companies/${companyId}/plans`,
      plan,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject(plan);
    const [row] = await t.db.select().from(billingPlans);
    expect(row).toMatchObject({
      monthlyBaseAgorot: 300000,
      siteDayAgorot: 2500,
      entryAgorot: 150,
      vatBp: 1800,
    });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'billing_plan.set'));
    expect(audit).toHaveLength(1);
    const list = await call('main', 'GET', `/api/admin/billing/companies/${companyId}/plans`);
    expect(list.json().plans).toHaveLength(1);
  });

  it('answers 404 for a company that does not exist', async () => {
    const res = await call('super', 'POST', '/api/admin/billing/companies/999999/plans', plan);
    expect(res.statusCode).toBe(404);
  });
});

describe('closing days', () => {
  it('splits the monthly base over the month so the days add up to it', () => {
    const days = Array.from({ length: 28 }, (_, i) => `2026-02-${String(i + 1).padStart(2, '0')}`);
    expect(days.reduce((sum, day) => sum + dailyShare(100_001, day), 0)).toBe(100_001);
  });

  it('counts active site-days and approved entries of the day in the company zone', async () => {
    // 2026-01-05 in Jerusalem (UTC+2) runs from 2026-01-04T22:00Z to 2026-01-05T22:00Z.
    await entryAt(siteIds[0]!, '2026-01-04T22:30:00Z', 'approved', 1);
    await entryAt(siteIds[0]!, '2026-01-05T10:00:00Z', 'approved', 2);
    await entryAt(siteIds[1]!, '2026-01-05T11:00:00Z', 'rejected', 3);
    await entryAt(siteIds[1]!, '2026-01-05T22:30:00Z', 'approved', 4);
    const company = { id: companyId, timezone: 'Asia/Jerusalem' };
    const [a, b] = await Promise.all([
      closeDay(t.db, company, '2026-01-05'),
      closeDay(t.db, company, '2026-01-05'),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    const lines = await t.db
      .select()
      .from(billingLedger)
      .where(and(eq(billingLedger.companyId, companyId), eq(billingLedger.day, '2026-01-05')));
    expect(lines.map((l) => [l.kind, l.quantity, l.amountAgorot, l.vatAgorot])).toEqual([
      [
        'base',
        1,
        dailyShare(300000, '2026-01-05'),
        Math.round(dailyShare(300000, '2026-01-05') * 0.18),
      ],
      ['site_days', 2, 5000, 900],
      ['entries', 2, 300, 54],
    ]);
  });

  it('catches up every missed day once, and a second run closes nothing', async () => {
    const now = new Date('2026-02-01T08:00:00Z');
    const first = await closeDueDays(t.db, now);
    expect(first).toBe(30);
    expect(await closeDueDays(t.db, now)).toBe(0);
    const days = await t.db.select().from(billingDays).where(eq(billingDays.companyId, companyId));
    expect(days).toHaveLength(31);
  });

  it('refuses a plan dated in a closed period and keeps the plans as they were', async () => {
    const res = await call(
      'super',
      'POST',
      `/api/admin/billing/companies/${companyId}/plans?lang=en`,
      {
        ...plan,
        effectiveFrom: '2026-01-20',
        monthlyBase: 5000,
      },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('BILLING_DAY_CLOSED');
    expect(res.json().message).toContain('closed for billing');
    expect(await t.db.select().from(billingPlans)).toHaveLength(1);
    const later = await call('super', 'POST', `/api/admin/billing/companies/${companyId}/plans`, {
      ...plan,
      effectiveFrom: '2026-02-01',
      monthlyBase: 5000,
    });
    expect(later.statusCode).toBe(201);
  });
});

describe('the month view, corrections and the export', () => {
  it('shows the month lines and totals', async () => {
    const res = await call(
      'super',
      'GET',
      `/api/admin/billing/companies/${companyId}/month?month=2026-01`,
    );
    expect(res.statusCode).toBe(200);
    const month = res.json();
    expect(month.closedDays).toBe(31);
    const base = month.lines.filter((l: { kind: string }) => l.kind === 'base');
    expect(base.reduce((sum: number, l: { amountAgorot: number }) => sum + l.amountAgorot, 0)).toBe(
      300000,
    );
    expect(month.totals.grossAgorot).toBe(month.totals.netAgorot + month.totals.vatAgorot);
  });

  it('adds a correction as a new line with its reason, only on a closed day', async () => {
    const url = `/api/admin/billing/companies/${companyId}/corrections`;
    const before = await call(
      'super',
      'GET',
      `/api/admin/billing/companies/${companyId}/month?month=2026-01`,
    );
    const res = await call('super', 'POST', url, {
      day: '2026-01-10',
      amount: -100,
      reason: 'זיכוי על תקלה',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().totals.netAgorot).toBe(before.json().totals.netAgorot - 10000);
    const line = res.json().lines.find((l: { kind: string }) => l.kind === 'correction');
    expect(line).toMatchObject({
      day: '2026-01-10',
      amountAgorot: -10000,
      vatAgorot: -1800,
      reason: 'זיכוי על תקלה',
    });
    const open = await call('super', 'POST', url, { day: '2026-03-10', amount: 50, reason: 'x' });
    expect(open.statusCode).toBe(409);
    expect(open.json().code).toBe('BILLING_DAY_OPEN');
    const noReason = await call('super', 'POST', url, {
      day: '2026-01-10',
      amount: 50,
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    const lines = await t.db
      .select()
      .from(billingLedger)
      .where(eq(billingLedger.kind, 'correction'));
    expect(lines).toHaveLength(1);
  });

  it('exports the month as an invoice-ready CSV with Hebrew headings and totals', async () => {
    const res = await call(
      'super',
      'GET',
      `/api/admin/billing/companies/${companyId}/month.csv?month=2026-01&lang=he`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = res.body.split('\r\n');
    expect(rows[0]).toContain('יום');
    expect(res.body).toContain('זיכוי על תקלה');
    expect(res.body).toContain('סך הכול לתשלום');
    expect(res.headers['content-disposition']).toContain(`billing-${companyId}-2026-01.csv`);
  });

  it('refuses a malformed month', async () => {
    const res = await call(
      'super',
      'GET',
      `/api/admin/billing/companies/${companyId}/month?month=2026-13`,
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('who may see billing', () => {
  it("gives a customer company's admin and an agent nothing, a main account everything", async () => {
    const urls = [
      '/api/admin/billing/companies',
      `/api/admin/billing/companies/${companyId}/plans`,
      `/api/admin/billing/companies/${companyId}/month`,
      `/api/admin/billing/companies/${companyId}/month.csv`,
    ];
    for (const url of urls) {
      expect((await call('admin', 'GET', url)).statusCode).toBe(403);
      expect((await call('agent', 'GET', url)).statusCode).toBe(403);
      expect((await call('main', 'GET', url)).statusCode).toBe(200);
    }
    expect((await call('admin', 'POST', '/api/admin/billing/close-days')).statusCode).toBe(403);
    const list = await call('super', 'GET', '/api/admin/billing/companies');
    const row = list.json().companies.find((c: { id: number }) => c.id === companyId);
    expect(row.plan.monthlyBase).toBe(5000);
    expect(row.lastClosedDay).toBe('2026-01-31');
  });
});
