import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BriefingConfirmations, WorkerBriefing } from '@shared/schemas/daily-briefing.schemas';
import { isoDayIn, addDays } from '@shared/time/calendar-day';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { erasePersonalData } from '../privacy/privacy.service';
import { createEntryRequest } from '../../../test/entry-factories';
import { createStaffWorld, type StaffWorld } from '../../../test/staff-world';

let t: TestApp;
let w: StaffWorld;
const ORIGIN = { origin: 'http://localhost', host: 'localhost' };
const today = () => isoDayIn(new Date(), 'Asia/Jerusalem');

const confirm = (entryRequestId: string, day: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/briefing/confirmations',
    payload: { entryRequestId, day },
    headers: { ...ORIGIN, ...headers },
  });
const briefingOf = async (entryRequestId: string, lang = 'he') =>
  (
    await t.app.inject({ url: `/api/briefing?entryRequestId=${entryRequestId}&lang=${lang}` })
  ).json() as WorkerBriefing;
const saveBriefing = (siteId: number, body: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/sites/${siteId}/briefing`,
    payload: body,
    headers: { ...ORIGIN, cookie: w.cookies.manager },
  });
async function confirmationCount() {
  const result = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from briefing_confirmations`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

beforeAll(async () => {
  t = await buildTestApp();
  w = await createStaffWorld(t);
});
afterAll(() => t.close());

describe('the morning briefing', () => {
  it('reads a site without a briefing as none, and refuses a confirmation of it', async () => {
    const entry = await createEntryRequest(t.db, {
      companyId: w.companyA.id,
      siteId: w.siteTwo.id,
    });
    expect(await briefingOf(entry.id)).toEqual({ hasBriefing: false });
    const response = await confirm(entry.id, today(), { 'accept-language': 'en' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'BRIEFING_NOT_SET' });
  });

  it('is confirmed once a day by each worker, and the manager sees who did', async () => {
    const saved = await saveBriefing(w.siteOne.id, {
      kind: 'text',
      content: { he: 'היום עבודות מנוף בצד המזרחי', en: 'Crane work on the east side today' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const morning = await createEntryRequest(t.db, {
      companyId: w.companyA.id,
      siteId: w.siteOne.id,
      firstName: 'רון',
      lastName: 'שלום',
      phone: '054-1112223',
    });
    expect(await briefingOf(morning.id, 'en')).toEqual({
      hasBriefing: true,
      kind: 'text',
      content: 'Crane work on the east side today',
      day: today(),
      isConfirmed: false,
    });
    // A language the manager did not write reads the Hebrew.
    expect((await briefingOf(morning.id, 'ru')) as { content: string }).toMatchObject({
      content: 'היום עבודות מנוף בצד המזרחי',
    });

    const first = await confirm(morning.id, today());
    expect(first.statusCode, first.body).toBe(201);
    // The same person's second request of the day finds the briefing confirmed.
    const afternoon = await createEntryRequest(t.db, {
      companyId: w.companyA.id,
      siteId: w.siteOne.id,
      firstName: 'רון',
      lastName: 'שלום',
      phone: '0541112223',
    });
    expect(await briefingOf(afternoon.id)).toMatchObject({ isConfirmed: true });
    const again = await confirm(afternoon.id, today());
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const list = (
      await t.app.inject({
        url: `/api/sites/${w.siteOne.id}/briefing/confirmations`,
        headers: { cookie: w.cookies.safety },
      })
    ).json() as BriefingConfirmations;
    expect(list.day).toBe(today());
    expect(list.confirmations).toEqual([
      { workerName: 'רון שלום', phone: '0541112223', confirmedAt: first.json().confirmedAt },
    ]);
  });

  it('refuses a confirmation for another day, in the worker’s language, writing nothing', async () => {
    const entry = await createEntryRequest(t.db, {
      companyId: w.companyA.id,
      siteId: w.siteOne.id,
      phone: '054-9990001',
    });
    const before = await confirmationCount();
    for (const day of [addDays(today(), -1), addDays(today(), 1)]) {
      const response = await confirm(entry.id, day, { 'accept-language': 'es' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'BRIEFING_DAY_MISMATCH', day: today() });
      expect(response.json().message).toMatch(/otro día/);
    }
    expect(await confirmationCount()).toBe(before);
  });

  it('refuses an unknown request and a foreign Origin, writing nothing', async () => {
    const before = await confirmationCount();
    expect((await confirm('A'.repeat(22), today())).statusCode).toBe(404);
    const entry = await createEntryRequest(t.db, {
      companyId: w.companyA.id,
      siteId: w.siteOne.id,
    });
    const foreign = await confirm(entry.id, today(), { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(await confirmationCount()).toBe(before);
  });

  it('takes a video or a document only as a link a worker may open, and Hebrew first', async () => {
    const notALink = await saveBriefing(w.siteOne.id, {
      kind: 'video',
      content: { he: 'javascript:alert(1)' },
    });
    expect(notALink.statusCode).toBe(400);
    expect(Object.keys(notALink.json().details)).toEqual(['content.he']);
    const noHebrew = await saveBriefing(w.siteOne.id, {
      kind: 'text',
      content: { en: 'Only English' },
    });
    expect(noHebrew.statusCode).toBe(400);
    const video = await saveBriefing(w.siteOne.id, {
      kind: 'video',
      content: { he: 'https://videos.example/briefing-he.mp4' },
    });
    expect(video.statusCode).toBe(200);
  });

  it("forgets a worker's confirmation when his request's personal data is erased", async () => {
    const entry = await createEntryRequest(t.db, {
      companyId: w.companyA.id,
      siteId: w.siteOne.id,
      phone: '054-5550001',
    });
    expect((await confirm(entry.id, today())).statusCode).toBe(201);
    const before = await confirmationCount();
    await erasePersonalData(
      t.db,
      t.app.blobStore,
      { companyId: w.companyA.id, requestIds: [entry.id] },
      { cause: 'worker_request', actorUserId: null },
    );
    expect(await confirmationCount()).toBe(before - 1);
  });
});
