import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformDay } from '@shared/time/calendar-day';
import { auditLog, billingLedger, companyAgents, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createEntryRequest } from '../../../test/entry-factories';
import { staffUserFixture } from '../../../test/entry-review-fixtures';
import { createCompany, createSite, createUser, loginAs } from '../../../test/factories';
import { portfolio } from './sales-agents.service';

let t: TestApp;
const cookie: Record<string, string> = {};
const ids = { first: 0, second: 0, other: 0, agent: 0, agent2: 0 };

beforeAll(async () => {
  t = await buildTestApp({ mainAccountUsernames: ['a-main'] });
  ids.first = (await createCompany(t.db, { name: 'ראשונה' })).id;
  ids.second = (await createCompany(t.db, { name: 'שנייה' })).id;
  ids.other = (await createCompany(t.db, { name: 'של סוכן אחר' })).id;
  await createUser(t.db, { role: 'super_admin', username: 'a-super' });
  await createUser(t.db, { role: 'admin', username: 'a-admin', companyId: ids.first });
  await createUser(t.db, { role: 'manager', username: 'a-main', companyId: ids.first });
  ids.agent = (await createUser(t.db, { role: 'sales_agent', username: 'a-agent' })).id;
  ids.agent2 = (await createUser(t.db, { role: 'sales_agent', username: 'a-agent2' })).id;
  for (const name of ['super', 'admin', 'main', 'agent', 'agent2'])
    cookie[name] = await loginAs(t, `a-${name}`);
});
afterAll(() => t.close());

const call = (
  as: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, payload, headers: { cookie: cookie[as]! } });

describe('sales agents', () => {
  it('creates an agent with a sign-in, audited; a taken username is 409', async () => {
    const body = {
      username: 'new-agent',
      password: 'long-enough-1',
      firstName: 'נועה',
      lastName: 'ברק',
    };
    const res = await call('main', 'POST', '/api/admin/sales-agents', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      username: 'new-agent',
      fullName: 'נועה ברק',
      companyCount: 0,
    });
    const [row] = await t.db.select().from(users).where(eq(users.username, 'new-agent'));
    expect(row).toMatchObject({ role: 'sales_agent', companyId: null });
    expect((await call('super', 'POST', '/api/admin/sales-agents', body)).statusCode).toBe(409);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'sales_agent.create'));
    expect(audit).toHaveLength(1);
    await loginAs(t, 'new-agent', 'long-enough-1');
  });

  it('gives a company one agent at a time, with the history of changes', async () => {
    const url = `/api/admin/companies/${ids.first}/agent`;
    const first = await call('super', 'PUT', url, { agentId: ids.agent2, commissionPercent: 5 });
    expect(first.statusCode).toBe(200);
    const second = await call('super', 'PUT', url, { agentId: ids.agent, commissionPercent: 12.5 });
    expect(second.statusCode).toBe(200);
    const periods = second.json().periods;
    expect(periods).toHaveLength(2);
    expect(periods[0]).toMatchObject({ agentId: ids.agent, commissionPercent: 12.5, endsAt: null });
    expect(periods[1]).toMatchObject({ agentId: ids.agent2, commissionPercent: 5 });
    expect(periods[1].endsAt).not.toBeNull();
    await call('super', 'PUT', `/api/admin/companies/${ids.second}/agent`, {
      agentId: ids.agent,
      commissionPercent: 10,
    });
    await call('super', 'PUT', `/api/admin/companies/${ids.other}/agent`, {
      agentId: ids.agent2,
      commissionPercent: 10,
    });
  });

  it('refuses the same agent twice, an unknown agent and an absurd rate, writing nothing', async () => {
    const url = `/api/admin/companies/${ids.first}/agent?lang=en`;
    const before = await t.db.select().from(companyAgents);
    const twice = await call('super', 'PUT', url, { agentId: ids.agent, commissionPercent: 20 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'AGENT_ALREADY_ASSIGNED',
      message: 'This agent is already assigned to the company',
    });
    const [admin] = await t.db.select().from(users).where(eq(users.username, 'a-admin'));
    const notAgent = await call('super', 'PUT', url, { agentId: admin!.id, commissionPercent: 5 });
    expect(notAgent.statusCode).toBe(400);
    expect(notAgent.json().details.agentId).toBe('There is no such active sales agent');
    const absurd = await call('super', 'PUT', url, { agentId: ids.agent2, commissionPercent: 150 });
    expect(absurd.statusCode).toBe(400);
    expect(absurd.json().details.commissionPercent).toContain('between 0 and 100');
    expect(await t.db.select().from(companyAgents)).toEqual(before);
    const unknown = await call('super', 'PUT', '/api/admin/companies/999999/agent', {
      agentId: ids.agent,
      commissionPercent: 5,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('lists the agents with their companies, and exports them as CSV', async () => {
    const res = await call('super', 'GET', '/api/admin/sales-agents');
    const agent = res.json().agents.find((a: { id: number }) => a.id === ids.agent);
    expect(agent.companyCount).toBe(2);
    const csv = await call('super', 'GET', '/api/admin/sales-agents/export.csv?lang=he');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    expect(csv.body).toContain('a-agent');
  });

  it("gives a customer company's admin and the agents nothing of the agents' screens", async () => {
    for (const as of ['admin', 'agent']) {
      expect((await call(as, 'GET', '/api/admin/sales-agents')).statusCode).toBe(403);
      const put = await call(as, 'PUT', `/api/admin/companies/${ids.first}/agent`, {
        agentId: ids.agent,
        commissionPercent: 50,
      });
      expect(put.statusCode).toBe(403);
    }
  });
});

describe("an agent's portfolio", () => {
  it('shows exactly his own companies, their billing this month and his commission', async () => {
    // The portfolio's month is the platform's, which starts before UTC's on a month's last evening.
    const day = platformDay(new Date());
    for (const [companyId, amount] of [
      [ids.first, 100_000],
      [ids.second, 40_000],
      [ids.other, 999_999],
    ] as const) {
      await t.db.insert(billingLedger).values({
        companyId,
        day,
        kind: 'base',
        quantity: 1,
        unitAgorot: amount,
        amountAgorot: amount,
        vatAgorot: 0,
      });
    }
    const res = await call('agent', 'GET', '/api/agent/portfolio');
    expect(res.statusCode).toBe(200);
    const portfolio = res.json();
    expect(portfolio.companies.map((c: { id: number }) => c.id).sort()).toEqual(
      [ids.first, ids.second].sort(),
    );
    const first = portfolio.companies.find((c: { id: number }) => c.id === ids.first);
    expect(first).toMatchObject({
      commissionPercent: 12.5,
      billedThisMonthAgorot: 100_000,
      commissionDueAgorot: 12_500,
    });
    expect(portfolio.totals).toEqual({
      billedThisMonthAgorot: 140_000,
      commissionDueAgorot: 16_500,
    });
    const other = await call('agent2', 'GET', '/api/agent/portfolio');
    expect(other.json().companies.map((c: { id: number }) => c.id)).toEqual([ids.other]);
  });

  it("counts the month's requests from its first midnight, in the offset of that night", async () => {
    const agent = await createUser(t.db, { role: 'sales_agent', username: 'a-agent-dst' });
    const company = await createCompany(t.db, { name: 'חורף וקיץ' });
    const site = await createSite(t.db, company.id);
    await t.db.insert(companyAgents).values({
      companyId: company.id,
      agentUserId: agent.id,
      commissionBp: 1_000,
      startsAt: new Date('2026-01-01T00:00:00Z'),
    });
    // Israel is at UTC+2 on 1 March and at UTC+3 on 30 March: March starts at 22:00 UTC on
    // 28 February, an hour after the offset of the 30th would put it.
    for (const createdAt of ['2026-02-28T21:30:00Z', '2026-02-28T22:30:00Z']) {
      await createEntryRequest(t.db, {
        companyId: company.id,
        siteId: site.id,
        createdAt: new Date(createdAt),
      });
    }
    const user = staffUserFixture({
      id: agent.id,
      role: 'sales_agent',
      companyId: null,
      siteIds: [],
    });
    const found = await portfolio(t.db, user, [], new Date('2026-03-30T09:00:00Z'));
    expect(found.month).toBe('2026-03');
    expect(found.companies).toEqual([expect.objectContaining({ requestsThisMonth: 1 })]);
  });

  it('is for agents only', async () => {
    for (const as of ['super', 'admin', 'main']) {
      expect((await call(as, 'GET', '/api/agent/portfolio')).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/agent/portfolio' })).statusCode).toBe(401);
  });
});
