import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@shared/schemas/dashboard.schemas';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addEntryAudit, createEntryRequest } from '../../../test/entry-factories';
import { createStaffWorld, type StaffWorld } from '../../../test/staff-world';
import * as dashboard from './dashboard.service';

let t: TestApp;
let w: StaffWorld;

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

// Noon in Jerusalem on 10 June 2024.
const NOW = new Date('2024-06-10T09:00:00Z');
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await buildTestApp();
  w = await createStaffWorld(t);
  const site = { companyId: w.companyA.id, siteId: w.siteOne.id };
  await createEntryRequest(t.db, { ...site, createdAt: at('2024-06-10T06:00:00Z') });
  await createEntryRequest(t.db, {
    ...site,
    status: 'safety_manager_coming',
    createdAt: at('2024-06-10T06:30:00Z'),
  });
  const approved = await createEntryRequest(t.db, {
    ...site,
    status: 'approved',
    firstName: 'רונן',
    lastName: 'שחר',
    createdAt: at('2024-06-10T05:00:00Z'),
    decidedAt: at('2024-06-10T07:00:00Z'),
    decidedBy: w.users.manager.id,
  });
  await addEntryAudit(t.db, {
    companyId: w.companyA.id,
    entryRequestId: approved.id,
    actorUserId: w.users.manager.id,
    action: 'entry_request.status',
    fromStatus: 'pending',
    toStatus: 'approved',
    createdAt: at('2024-06-10T07:00:00Z'),
  });
  await createEntryRequest(t.db, {
    ...site,
    status: 'approved',
    createdAt: at('2024-06-10T05:10:00Z'),
    decidedAt: at('2024-06-10T07:10:00Z'),
    exitTime: at('2024-06-10T08:00:00Z'),
  });
  await createEntryRequest(t.db, {
    ...site,
    status: 'rejected',
    rejectionReason: 'אין קסדה',
    createdAt: at('2024-06-10T05:20:00Z'),
    decidedAt: at('2024-06-10T07:20:00Z'),
  });
  // Yesterday (9 June, 23:30 in Jerusalem) and five days ago, for the chart only.
  await createEntryRequest(t.db, {
    ...site,
    status: 'approved',
    createdAt: at('2024-06-09T20:30:00Z'),
    decidedAt: at('2024-06-09T20:40:00Z'),
  });
  await createEntryRequest(t.db, {
    ...site,
    status: 'rejected',
    createdAt: at('2024-06-05T10:00:00Z'),
    decidedAt: at('2024-06-05T10:10:00Z'),
  });
  // Another site of the company and another company: never in the manager's figures.
  await createEntryRequest(t.db, {
    companyId: w.companyA.id,
    siteId: w.siteTwo.id,
    createdAt: at('2024-06-10T06:00:00Z'),
  });
  await createEntryRequest(t.db, {
    companyId: w.companyB.id,
    siteId: w.siteB.id,
    createdAt: at('2024-06-10T06:00:00Z'),
  });
});
afterAll(() => t.close());

describe('dashboard', () => {
  it("counts today's figures for the user's sites", async () => {
    const user = await w.sessionUser('manager');
    const result = await dashboard.dashboard(t.db, user, undefined, NOW);
    expect(result.today).toEqual({ pending: 2, approved: 2, onSite: 1, rejected: 1 });
  });

  it('counts entries per company day for the last 14 days, empty days as zero', async () => {
    const user = await w.sessionUser('manager');
    const { perDay } = await dashboard.dashboard(t.db, user, undefined, NOW);
    expect(perDay).toHaveLength(14);
    expect(perDay[0]!.date).toBe('2024-05-28');
    expect(perDay.at(-1)).toEqual({ date: '2024-06-10', count: 5 });
    expect(perDay.find((d) => d.date === '2024-06-09')!.count).toBe(1);
    expect(perDay.find((d) => d.date === '2024-06-08')!.count).toBe(0);
    expect(perDay.find((d) => d.date === '2024-06-05')!.count).toBe(1);
    expect(perDay.reduce((sum, d) => sum + d.count, 0)).toBe(7);
  });

  it('shows the latest activity, newest first, with who decided', async () => {
    const user = await w.sessionUser('manager');
    const { activity } = await dashboard.dashboard(t.db, user, undefined, NOW);
    expect(activity.length).toBeLessThanOrEqual(10);
    const times = activity.map((a) => a.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(activity).toContainEqual(
      expect.objectContaining({
        kind: 'status_changed',
        status: 'approved',
        workerName: 'רונן שחר',
        actorName: 'Test manager',
      }),
    );
    expect(activity[0]).toMatchObject({ kind: 'status_changed', at: '2024-06-10T07:00:00.000Z' });
    expect(activity[1]).toMatchObject({ kind: 'submitted', status: 'pending' });
  });

  it('narrows to one site in scope and answers 404 for another', async () => {
    const admin = await w.sessionUser('admin');
    const siteTwo = await dashboard.dashboard(t.db, admin, w.siteTwo.id, NOW);
    expect(siteTwo.today.pending).toBe(1);
    const foreign = await get(`/api/dashboard?siteId=${w.siteB.id}`, w.cookies.admin);
    expect(foreign.statusCode).toBe(404);
  });

  it('answers GET /api/dashboard for staff and 401 for anonymous', async () => {
    const response = await get('/api/dashboard', w.cookies.safety);
    expect(response.statusCode).toBe(200);
    const body = response.json() as Dashboard;
    expect(body.perDay).toHaveLength(14);
    expect(body.today.pending).toBe(2);
    expect((await get('/api/dashboard')).statusCode).toBe(401);
  });
});

describe('submissions per day, read again', () => {
  it("counts only today's again on the same day, and the whole window on the next", async () => {
    const user = await w.sessionUser('manager');
    const total = (result: Dashboard) => result.perDay.reduce((sum, d) => sum + d.count, 0);
    expect(total(await dashboard.dashboard(t.db, user, undefined, NOW))).toBe(7);
    await createEntryRequest(t.db, {
      companyId: w.companyA.id,
      siteId: w.siteOne.id,
      createdAt: at('2024-06-10T08:30:00Z'),
    });
    const sameDay = await dashboard.dashboard(t.db, user, undefined, NOW);
    expect(sameDay.perDay.at(-1)).toEqual({ date: '2024-06-10', count: 6 });
    expect(total(sameDay)).toBe(8);

    const nextDay = await dashboard.dashboard(t.db, user, undefined, at('2024-06-11T09:00:00Z'));
    expect(nextDay.perDay.at(-1)).toEqual({ date: '2024-06-11', count: 0 });
    expect(nextDay.perDay.at(-2)).toEqual({ date: '2024-06-10', count: 6 });
    expect(nextDay.perDay.find((d) => d.date === '2024-06-09')!.count).toBe(1);
  });
});
