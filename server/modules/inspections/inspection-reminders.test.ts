import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createEntryRequest } from '../../../test/entry-factories';
import { createEquipment } from '../../../test/entry-fixtures';
import { createCompany, createSite, createUser, loginAs } from '../../../test/factories';
import { inspect, placeEquipment } from '../../../test/inspection-fixtures';

let t: TestApp;
let companyId: number;
let siteId: number;
let otherSiteId: number;
let items: Record<string, { id: number }>;
let managerName: string;
let otherManagerName: string;

const at = (iso: string) => vi.setSystemTime(new Date(iso));

async function summary(cookie: string, query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/inspections/summary${query}`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().states as Record<string, number>;
}

beforeAll(async () => {
  t = await buildTestApp();
  companyId = (await createCompany(t.db)).id;
  siteId = (await createSite(t.db, companyId, { code: 'REMIND1' })).id;
  otherSiteId = (await createSite(t.db, companyId, { code: 'REMIND2' })).id;
  await createEquipment(t.db, companyId);
  items = await placeEquipment(t.db, companyId, siteId);
  const manager = await createUser(t.db, { role: 'manager', companyId, siteIds: [siteId] });
  managerName = manager.username;
  otherManagerName = (
    await createUser(t.db, { role: 'manager', companyId, siteIds: [otherSiteId] })
  ).username;
  const adminName = (await createUser(t.db, { role: 'company_admin', companyId })).username;
  const marked = await t.app.inject({
    method: 'PUT',
    url: `/api/inspections/qualifications/${manager.id}`,
    headers: { cookie: await loginAs(t, adminName) },
    payload: { kinds: ['scaffold', 'platform'] },
  });
  expect(marked.statusCode, marked.body).toBe(200);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('the summary of states behind the dashboard and the menu’s reminders', () => {
  it('counts the active items of the sites in scope by state, and moves with the clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-03-02T08:00:00Z');
    const manager = await loginAs(t, managerName);
    expect(await summary(manager)).toEqual({
      fit: 0,
      due_today: 0,
      overdue: 0,
      due_now: 0,
      closed: 0,
      // P-101, P-102 and LP-7; the inactive P-999 is not counted.
      never: 3,
    });
    expect((await inspect(t, manager, items['P-101']!.id)).statusCode).toBe(201);
    expect(await summary(manager, `?siteId=${siteId}`)).toMatchObject({ fit: 1, never: 2 });

    at('2026-03-09T08:00:00Z');
    expect(await summary(await loginAs(t, managerName))).toMatchObject({ due_today: 1, fit: 0 });
    at('2026-03-10T08:00:00Z');
    expect(await summary(await loginAs(t, managerName))).toMatchObject({ overdue: 1 });
  });

  it('counts nothing of another manager’s site, and refuses a site out of scope', async () => {
    const other = await loginAs(t, otherManagerName);
    expect(Object.values(await summary(other)).every((n) => n === 0)).toBe(true);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/inspections/summary?siteId=${siteId}`,
      headers: { cookie: other },
    });
    expect(res.statusCode).toBe(404);
  });

  it('makes every scaffold of the site due after a stoppage of three days, once work resumed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-04-01T07:00:00Z');
    const manager = await loginAs(t, managerName);
    expect((await inspect(t, manager, items['P-102']!.id)).statusCode).toBe(201);
    at('2026-04-05T07:00:00Z');
    const staff = await loginAs(t, managerName);
    const stopped = await t.app.inject({
      method: 'POST',
      url: `/api/inspections/sites/${siteId}/stoppages`,
      headers: { cookie: staff },
      payload: { fromDay: '2026-04-01', toDay: '2026-04-04' },
    });
    expect(stopped.statusCode, stopped.body).toBe(201);
    // P-101, overdue since March, is due again for the same reason: the stoppage ended after it.
    expect(await summary(staff)).toMatchObject({ due_now: 2, overdue: 0, fit: 0 });
  });
});

describe('the on-site list', () => {
  it('says the state of the scaffold each person named, found as the worker form finds it', async () => {
    const now = new Date();
    const person = await createEntryRequest(t.db, {
      companyId,
      siteId,
      status: 'approved',
      decidedAt: now,
      scaffoldingNumber: 'p-101',
      platformNumber: 'LP-404',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/on-site?siteId=${siteId}`,
      headers: { cookie: await loginAs(t, managerName) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const found = (res.json().people as { entryRequestId: string; equipment: unknown[] }[]).find(
      (p) => p.entryRequestId === person.id,
    )!;
    // P-101 was last inspected weeks of fake time ago; the platform number finds no item.
    expect(found.equipment).toEqual([{ kind: 'scaffold', number: 'P-101', state: 'overdue' }]);
  });
});
