import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { earlierToday } from '../../../test/company-today';
import { createEntryRequest } from '../../../test/entry-factories';
import { createCompany, createSite, signInStaff } from '../../../test/factories';

let t: TestApp;
let staff: Record<'manager' | 'admin' | 'root' | 'stranger', string>;
let companyId: number;
let siteId: number;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  companyId = company.id;
  const site = await createSite(t.db, company.id, { name: 'א שער צפון' });
  siteId = site.id;
  const other = await createSite(t.db, company.id, { name: 'ב שער דרום' });
  const rival = await createCompany(t.db);
  const rivalSite = await createSite(t.db, rival.id, { name: 'שער המתחרה' });
  staff = await signInStaff(t, {
    manager: { role: 'manager', companyId: company.id, siteIds: [site.id] },
    admin: { role: 'company_admin', companyId: company.id },
    root: { role: 'super_admin' },
    stranger: { role: 'company_admin', companyId: rival.id },
  });
  await createEntryRequest(t.db, {
    companyId: rival.id,
    siteId: rivalSite.id,
    status: 'approved',
    createdAt: new Date(Date.now() - 3 * MINUTE),
    decidedAt: new Date(Date.now() - MINUTE),
  });
  const now = Date.now();
  // Today (decided in the company's day): waits of 1..10 minutes; ten days ago: one of an hour;
  // one still waiting 7 minutes.
  const decidedToday = earlierToday(20 * MINUTE, new Date(now)).getTime();
  for (let minutes = 1; minutes <= 10; minutes += 1) {
    await createEntryRequest(t.db, {
      companyId: company.id,
      siteId: site.id,
      status: 'approved',
      createdAt: new Date(decidedToday - minutes * MINUTE),
      decidedAt: new Date(decidedToday),
    });
  }
  await createEntryRequest(t.db, {
    companyId: company.id,
    siteId: site.id,
    status: 'rejected',
    createdAt: new Date(now - 10 * 24 * 60 * MINUTE - 60 * MINUTE),
    decidedAt: new Date(now - 10 * 24 * 60 * MINUTE),
  });
  await createEntryRequest(t.db, {
    companyId: company.id,
    siteId: site.id,
    firstName: 'עומד',
    lastName: 'בשער',
    createdAt: new Date(now - 7 * MINUTE),
  });
  await createEntryRequest(t.db, { companyId: company.id, siteId: other.id });
});
afterAll(() => t.close());

const read = (as: keyof typeof staff, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/wait-times${query}`, headers: { cookie: staff[as] } });

describe('the time the gate waits', () => {
  it('gives each site its median and 90th percentile today and over 30 days', async () => {
    const res = await read('admin');
    expect(res.statusCode).toBe(200);
    const [north, south] = res.json().sites;
    expect(north).toMatchObject({
      siteName: 'א שער צפון',
      today: { decided: 10, medianSeconds: 330, p90Seconds: 546 },
      last30Days: { decided: 11, medianSeconds: 360 },
      channels: { queue: 11, push: 0 },
    });
    expect(south).toMatchObject({ today: { decided: 0, medianSeconds: null } });
  });

  it('lists the requests still waiting, the longest first, with their age', async () => {
    const { waiting } = (await read('manager')).json();
    expect(waiting[0]).toMatchObject({ workerName: 'עומד בשער', siteId });
    expect(waiting[0].waitingSeconds).toBeGreaterThanOrEqual(420);
    expect(waiting).toHaveLength(1);
  });

  it('shows a manager his own sites only, and the super admin the company he names', async () => {
    expect((await read('manager')).json().sites.map((s: { siteId: number }) => s.siteId)).toEqual([
      siteId,
    ]);
    expect((await read('root')).statusCode).toBe(400);
    const named = await read('root', `?companyId=${companyId}`);
    expect(named.json().sites).toHaveLength(2);
  });
});

describe("the platform's view of a company's waiting times", () => {
  const card = (as: keyof typeof staff, id: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/companies/${id}/wait-times`,
      headers: { cookie: staff[as] },
    });

  it('gives the super admin every site of the company he names, without who waits', async () => {
    const res = await card('root', companyId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sites: (await read('admin')).json().sites });
    expect(res.json().sites[0]).toMatchObject({
      siteName: 'א שער צפון',
      today: { decided: 10, medianSeconds: 330, p90Seconds: 546 },
    });
  });

  it("never gives a company admin another company's figures", async () => {
    expect((await card('stranger', companyId)).statusCode).toBe(403);
    expect((await card('admin', companyId)).statusCode).toBe(403);
    const named = await read('stranger', `?companyId=${companyId}`);
    expect(named.statusCode).toBe(200);
    const names = named.json().sites.map((s: { siteName: string }) => s.siteName);
    expect(names).toEqual(['שער המתחרה']);
    expect(named.json().waiting).toEqual([]);
  });
});
