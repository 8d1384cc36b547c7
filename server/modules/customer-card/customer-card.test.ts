import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRequests } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { staffUserFixture } from '../../../test/entry-review-fixtures';
import { createCompany, createUser, loginAs } from '../../../test/factories';
import { customerFacts } from './customer-card.service';

let t: TestApp;
const cookie: Record<string, string> = {};
let companyId: number;
let agentId: number;

beforeAll(async () => {
  t = await buildTestApp({ mainAccountUsernames: ['c-main'] });
  companyId = (await createCompany(t.db, { name: 'לקוחה' })).id;
  await createUser(t.db, { role: 'super_admin', username: 'c-super' });
  await createUser(t.db, { role: 'admin', username: 'c-admin', companyId });
  await createUser(t.db, { role: 'company_admin', username: 'c-main', companyId });
  agentId = (await createUser(t.db, { role: 'sales_agent', username: 'c-agent' })).id;
  for (const name of ['super', 'admin', 'main', 'agent'])
    cookie[name] = await loginAs(t, `c-${name}`);
  await t.db.insert(contactRequests).values({ name: 'ממנה באה', phone: '050', companyId });
});
afterAll(() => t.close());

const call = (as: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: cookie[as]! } });

describe('GET /api/admin/customer-card/{id}', () => {
  it('gathers the agent, plan, month, leads and the timeline of changes', async () => {
    await call('super', 'PUT', `/api/admin/companies/${companyId}/agent`, {
      agentId,
      commissionPercent: 7.5,
    });
    await call('super', 'POST', `/api/admin/billing/companies/${companyId}/plans`, {
      effectiveFrom: '2020-01-01',
      monthlyBase: 500,
      siteDayPrice: 5,
      entryPrice: 0.5,
      vatPercent: 18,
    });
    const res = await call('main', 'GET', `/api/admin/customer-card/${companyId}`);
    expect(res.statusCode).toBe(200);
    const facts = res.json();
    expect(facts.agent).toMatchObject({ agentId, commissionPercent: 7.5 });
    expect(facts.plan).toMatchObject({ monthlyBase: 500 });
    expect(facts.leads.map((l: { name: string }) => l.name)).toEqual(['ממנה באה']);
    expect(facts.timeline.map((e: { action: string }) => e.action)).toEqual([
      'billing_plan.set',
      'company_agent.assign',
    ]);
  });

  it("shows the plan that starts on Israel's today when UTC is still on the day before", async () => {
    const company = await createCompany(t.db, { name: 'לקוחת ערב' });
    await call('super', 'POST', `/api/admin/billing/companies/${company.id}/plans`, {
      effectiveFrom: '2026-04-01',
      monthlyBase: 300,
      siteDayPrice: 5,
      entryPrice: 0.5,
      vatPercent: 18,
    });
    const superAdmin = staffUserFixture({
      role: 'super_admin',
      username: 'c-super',
      companyId: null,
      siteId: null,
      siteName: null,
      siteCode: null,
      siteIds: [],
    });
    // 01:30 on 1 April in Israel.
    const facts = await customerFacts(
      t.db,
      superAdmin,
      ['c-main'],
      company.id,
      new Date('2026-03-31T22:30:00Z'),
    );
    expect(facts.plan).toMatchObject({ monthlyBase: 300 });
  });

  it('answers 404 for an unknown company and refuses customers and agents', async () => {
    expect((await call('super', 'GET', '/api/admin/customer-card/999999')).statusCode).toBe(404);
    for (const as of ['admin', 'agent']) {
      expect((await call(as, 'GET', `/api/admin/customer-card/${companyId}`)).statusCode).toBe(403);
    }
  });
});
