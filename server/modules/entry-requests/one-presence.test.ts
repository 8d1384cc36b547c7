import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnSiteResponse, RollCall } from '@shared/schemas/on-site.schemas';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { earlierToday } from '../../../test/company-today';
import { createEntryRequest } from '../../../test/entry-factories';
import { createStaffWorld, type StaffWorld } from '../../../test/staff-world';
import { auditLog, workerTokenRequests, workerTokens } from '../../db/schema';
import { randomToken } from '../../lib/crypto';
import { eq } from 'drizzle-orm';

let t: TestApp;
let w: StaffWorld;
const ORIGIN = 'http://localhost';

const get = (url: string, cookie: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, payload: Record<string, unknown>, cookie: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { origin: ORIGIN, host: 'localhost', cookie },
  });

beforeAll(async () => {
  t = await buildTestApp();
  w = await createStaffWorld(t);
});
afterAll(() => t.close());

/** The morning's approval, still open, and the afternoon's request of the same person. */
async function morningAndAfternoon(
  siteId: number,
  morning: { firstName: string; lastName: string; phone: string },
  afternoon: { firstName: string; lastName: string; phone: string },
) {
  const first = await createEntryRequest(t.db, {
    companyId: w.companyA.id,
    siteId,
    status: 'approved',
    decidedAt: earlierToday(4 * 3_600_000),
    ...morning,
  });
  const second = await createEntryRequest(t.db, { companyId: w.companyA.id, siteId, ...afternoon });
  const approval = await post(
    `/api/entry-requests/${second.id}/status`,
    { status: 'approved' },
    w.cookies.admin,
  );
  expect(approval.statusCode).toBe(200);
  return { first, second };
}

const onSiteIds = async (siteId: number) => {
  const body = (
    await get(`/api/on-site?siteId=${siteId}`, w.cookies.admin)
  ).json() as OnSiteResponse;
  return { count: body.count, ids: body.people.map((p) => p.entryRequestId) };
};

describe('a person approved twice in a day is on site once', () => {
  it('the later approval ends the earlier presence: list, count, dashboard, roll call and its CSV agree', async () => {
    const person = { firstName: 'יוסי', lastName: 'לוי', phone: '052-7654321' };
    const { first, second } = await morningAndAfternoon(w.siteOne.id, person, {
      ...person,
      firstName: ' יוסי ',
      phone: '0527654321',
    });

    const people = await onSiteIds(w.siteOne.id);
    expect(people.ids).toEqual([second.id]);
    expect(people.count).toBe(1);

    const dashboard = (await get(`/api/dashboard?siteId=${w.siteOne.id}`, w.cookies.admin)).json();
    expect(dashboard.today.onSite).toBe(1);

    const started = await post('/api/roll-calls', { siteId: w.siteOne.id }, w.cookies.manager);
    const rollCall = started.json() as RollCall;
    expect(rollCall.entries.map((e) => e.entryRequestId)).toEqual([second.id]);
    expect(rollCall.total).toBe(1);
    const csv = await get(`/api/roll-calls/${rollCall.id}/export.csv`, w.cookies.manager);
    expect(csv.body.trim().split('\n')).toHaveLength(2);

    const [ended] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, first.id));
    expect(ended).toMatchObject({ action: 'entry_request.exit' });
  });

  it('a worker who moved to another site of the company is on the new site only', async () => {
    const person = { firstName: 'רון', lastName: 'שמש', phone: '053-1112223' };
    const { second } = await morningAndAfternoon(w.siteOne.id, person, person);
    const moved = await morningAndAfternoon(w.siteTwo.id, person, person);
    expect((await onSiteIds(w.siteOne.id)).ids).not.toContain(second.id);
    expect((await onSiteIds(w.siteTwo.id)).ids).toEqual(expect.arrayContaining([moved.second.id]));
    expect((await onSiteIds(w.siteTwo.id)).ids).not.toContain(moved.first.id);
  });

  it('the same remembered phone and name is one person even when the number was typed otherwise', async () => {
    const { first, second } = await morningAndAfternoon(
      w.siteOne.id,
      { firstName: 'דנה', lastName: 'גל', phone: '054-0000001' },
      { firstName: 'דנה', lastName: 'גל', phone: '054-0000009' },
    );
    // Approved before the link existed, so the phone alone did not join them: link both now.
    const [token] = await t.db
      .insert(workerTokens)
      .values({ companyId: w.companyA.id, tokenHash: randomToken(16) })
      .returning();
    await t.db.insert(workerTokenRequests).values([
      { tokenId: token!.id, entryRequestId: first.id },
      { tokenId: token!.id, entryRequestId: second.id },
    ]);
    const third = await createEntryRequest(t.db, {
      companyId: w.companyA.id,
      siteId: w.siteOne.id,
      firstName: 'דנה',
      lastName: 'גל',
      phone: '054-0000005',
    });
    await t.db.insert(workerTokenRequests).values({ tokenId: token!.id, entryRequestId: third.id });
    await post(`/api/entry-requests/${third.id}/status`, { status: 'approved' }, w.cookies.admin);
    const ids = (await onSiteIds(w.siteOne.id)).ids;
    expect(ids).toContain(third.id);
    expect(ids).not.toContain(first.id);
    expect(ids).not.toContain(second.id);
  });

  it('two people sharing a phone, or sharing a name, both stay on site', async () => {
    const crew = await morningAndAfternoon(
      w.siteTwo.id,
      { firstName: 'עלי', lastName: 'חסן', phone: '050-9998887' },
      { firstName: 'מוחמד', lastName: 'חסן', phone: '050-9998887' },
    );
    const namesakes = await morningAndAfternoon(
      w.siteTwo.id,
      { firstName: 'משה', lastName: 'פרץ', phone: '050-1000001' },
      { firstName: 'משה', lastName: 'פרץ', phone: '050-1000002' },
    );
    const ids = (await onSiteIds(w.siteTwo.id)).ids;
    for (const id of [crew.first.id, crew.second.id, namesakes.first.id, namesakes.second.id]) {
      expect(ids).toContain(id);
    }
  });
});
