import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ON_SITE_PAGE_SIZE,
  onSiteCursorText,
  type OnSiteResponse,
  type RollCall,
} from '@shared/schemas/on-site.schemas';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createEntryRequest } from '../../../test/entry-factories';
import { createSite } from '../../../test/factories';
import { createStaffWorld, type StaffWorld } from '../../../test/staff-world';
import { entryRequests } from '../../db/schema';
import { eq } from 'drizzle-orm';
import * as onSite from './on-site.service';

let t: TestApp;
let w: StaffWorld;
const ORIGIN = 'http://localhost';

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const send = (method: 'POST' | 'PATCH', url: string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method,
    url,
    payload: payload as Record<string, unknown>,
    headers: { origin: ORIGIN, host: 'localhost', ...(cookie ? { cookie } : {}) },
  });

let inside: { id: string }[];
let exited: string;
let yesterday: string;
let pending: string;

beforeAll(async () => {
  t = await buildTestApp();
  w = await createStaffWorld(t);
  const site = { companyId: w.companyA.id, siteId: w.siteOne.id };
  const now = new Date();
  inside = [
    await createEntryRequest(t.db, {
      ...site,
      status: 'approved',
      firstName: 'בני',
      lastName: 'אברהם',
      decidedAt: now,
    }),
    await createEntryRequest(t.db, {
      ...site,
      status: 'approved',
      firstName: 'אבי',
      lastName: 'זהבי',
      decidedAt: now,
      scaffoldingNumber: 'P-101',
    }),
  ];
  exited = (
    await createEntryRequest(t.db, { ...site, status: 'approved', decidedAt: now, exitTime: now })
  ).id;
  yesterday = (
    await createEntryRequest(t.db, {
      ...site,
      status: 'approved',
      decidedAt: new Date(now.getTime() - 2 * 86_400_000),
    })
  ).id;
  pending = (await createEntryRequest(t.db, site)).id;
  await createEntryRequest(t.db, {
    companyId: w.companyB.id,
    siteId: w.siteB.id,
    status: 'approved',
    decidedAt: now,
  });
});
afterAll(() => t.close());

describe('GET /api/on-site', () => {
  it('counts who was approved today and has not left, by name', async () => {
    const response = await get(`/api/on-site?siteId=${w.siteOne.id}`, w.cookies.safety);
    expect(response.statusCode).toBe(200);
    const body = response.json() as OnSiteResponse;
    expect(body.count).toBe(2);
    expect(body.nextCursor).toBeNull();
    expect(body.people.map((p) => p.entryRequestId)).toEqual(inside.map((e) => e.id));
    expect(body.people[1]).toMatchObject({ scaffoldingNumber: 'P-101', siteName: 'אתר אחד' });
    for (const id of [exited, yesterday, pending]) {
      expect(body.people.map((p) => p.entryRequestId)).not.toContain(id);
    }
  });

  it("uses the company's day: approved at 23:30 UTC is tomorrow in Jerusalem", async () => {
    const late = await createEntryRequest(t.db, {
      companyId: w.companyA.id,
      siteId: w.siteTwo.id,
      status: 'approved',
      decidedAt: new Date('2024-07-01T23:30:00Z'),
    });
    const user = await w.sessionUser('managerTwo');
    const sameLocalDay = await onSite.onSite(
      t.db,
      user,
      { siteId: w.siteTwo.id },
      new Date('2024-07-02T10:00:00Z'),
    );
    const previousLocalDay = await onSite.onSite(
      t.db,
      user,
      { siteId: w.siteTwo.id },
      new Date('2024-07-01T20:00:00Z'),
    );
    expect(sameLocalDay.people.map((p) => p.entryRequestId)).toEqual([late.id]);
    expect(previousLocalDay.count).toBe(0);
  });

  it("without a site, covers every site of the user's scope and nothing else", async () => {
    const admin = (await get('/api/on-site', w.cookies.admin)).json() as OnSiteResponse;
    expect(admin.people.every((p) => [w.siteOne.id, w.siteTwo.id].includes(p.siteId))).toBe(true);
    const other = (await get('/api/on-site', w.cookies.managerB)).json() as OnSiteResponse;
    expect(other.count).toBe(1);
  });

  it('answers 404 for a site outside the scope and 401 to anonymous', async () => {
    expect((await get(`/api/on-site?siteId=${w.siteOne.id}`, w.cookies.managerB)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/on-site?siteId=${w.siteTwo.id}`, w.cookies.manager)).statusCode).toBe(
      404,
    );
    expect((await get('/api/on-site')).statusCode).toBe(401);
  });
});

describe('roll calls', () => {
  let rollCall: RollCall;

  it('snapshots everyone on site when it starts', async () => {
    const response = await send(
      'POST',
      '/api/roll-calls',
      { siteId: w.siteOne.id },
      w.cookies.manager,
    );
    expect(response.statusCode).toBe(201);
    rollCall = response.json() as RollCall;
    expect(rollCall).toMatchObject({
      siteId: w.siteOne.id,
      siteName: 'אתר אחד',
      startedByName: 'Test manager',
      total: 2,
      safeCount: 0,
      missingCount: 2,
    });
    expect(rollCall.entries.map((e) => e.entryRequestId)).toEqual(inside.map((e) => e.id));
    expect(rollCall.entries.every((e) => !e.isSafe)).toBe(true);
  });

  it('keeps its list when someone leaves after it started', async () => {
    await t.db
      .update(entryRequests)
      .set({ exitTime: new Date() })
      .where(eq(entryRequests.id, inside[0]!.id));
    const again = (await get(`/api/roll-calls/${rollCall.id}`, w.cookies.safety)).json();
    expect(again.total).toBe(2);
  });

  it('ticks a person safe, shows who is missing, and can undo', async () => {
    const entry = rollCall.entries[0]!;
    const marked = await send(
      'PATCH',
      `/api/roll-calls/${rollCall.id}/entries/${entry.id}`,
      { isSafe: true },
      w.cookies.safety,
    );
    expect(marked.statusCode).toBe(200);
    const body = marked.json() as RollCall;
    expect(body).toMatchObject({ safeCount: 1, missingCount: 1 });
    expect(body.entries[0]).toMatchObject({ isSafe: true, markedByName: 'Test safety_manager' });
    const undone = await send(
      'PATCH',
      `/api/roll-calls/${rollCall.id}/entries/${entry.id}`,
      { isSafe: false },
      w.cookies.manager,
    );
    expect((undone.json() as RollCall).safeCount).toBe(0);
    await send(
      'PATCH',
      `/api/roll-calls/${rollCall.id}/entries/${entry.id}`,
      { isSafe: true },
      w.cookies.manager,
    );
  });

  it('lists the latest roll calls of a site with their counts', async () => {
    const response = await get(`/api/roll-calls?siteId=${w.siteOne.id}`, w.cookies.admin);
    expect(response.json()).toEqual({
      rollCalls: [expect.objectContaining({ id: rollCall.id, total: 2, safeCount: 1 })],
    });
  });

  it('exports the result as a CSV with safe and missing', async () => {
    const response = await get(`/api/roll-calls/${rollCall.id}/export.csv`, w.cookies.manager);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="roll-call-/);
    const lines = response.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toContain('"מצב במפקד"');
    expect(lines[1]).toContain('"בטוח"');
    expect(lines[2]).toContain('"חסר"');
  });

  it('hides another scope’s roll call and refuses an entry of another roll call', async () => {
    expect((await get(`/api/roll-calls/${rollCall.id}`, w.cookies.managerB)).statusCode).toBe(404);
    expect((await get(`/api/roll-calls/${rollCall.id}`, w.cookies.managerTwo)).statusCode).toBe(
      404,
    );
    const foreignPatch = await send(
      'PATCH',
      `/api/roll-calls/${rollCall.id}/entries/${rollCall.entries[0]!.id}`,
      { isSafe: false },
      w.cookies.managerB,
    );
    expect(foreignPatch.statusCode).toBe(404);
    const other = (
      await send('POST', '/api/roll-calls', { siteId: w.siteOne.id }, w.cookies.manager)
    ).json() as RollCall;
    const wrongEntry = await send(
      'PATCH',
      `/api/roll-calls/${other.id}/entries/${rollCall.entries[0]!.id}`,
      { isSafe: true },
      w.cookies.manager,
    );
    expect(wrongEntry.statusCode).toBe(404);
    expect((await get(`/api/roll-calls/${rollCall.id}`, w.cookies.manager)).json().safeCount).toBe(
      1,
    );
  });

  it('refuses a site outside the scope, a foreign Origin and a bad body', async () => {
    const foreignSite = await send(
      'POST',
      '/api/roll-calls',
      { siteId: w.siteB.id },
      w.cookies.manager,
    );
    expect(foreignSite.statusCode).toBe(404);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/roll-calls',
      payload: { siteId: w.siteOne.id },
      headers: { cookie: w.cookies.manager, origin: 'https://evil.example', host: 'localhost' },
    });
    expect(crossSite.statusCode).toBe(403);
    const bad = await send('POST', '/api/roll-calls', { siteId: 'x' }, w.cookies.manager);
    expect(bad.statusCode).toBe(400);
    const huge = await get('/api/roll-calls/99999999999', w.cookies.manager);
    expect(huge.statusCode).toBe(400);
  });
});

describe('a busy site, a page at a time', () => {
  let siteId: number;
  let byName: string[];

  beforeAll(async () => {
    siteId = (await createSite(t.db, w.companyA.id)).id;
    const people: Awaited<ReturnType<typeof createEntryRequest>>[] = [];
    // More than a page, with whole names repeated: the request number orders those.
    for (let i = 0; i < ON_SITE_PAGE_SIZE + 3; i++) {
      people.push(
        await createEntryRequest(t.db, {
          companyId: w.companyA.id,
          siteId,
          status: 'approved',
          decidedAt: new Date(),
          lastName: ['Levi', 'Cohen', 'Mizrahi'][i % 3],
          firstName: ['Avi', 'Ben'][i % 2],
        }),
      );
    }
    const key = (row: (typeof people)[number]) => [row.workerLastName, row.workerFirstName];
    byName = people
      .sort(
        (a, b) =>
          key(a).join(' ').localeCompare(key(b).join(' '), 'en') ||
          a.requestNumber - b.requestNumber,
      )
      .map((row) => row.id);
  });

  const page = async (cursor?: string) => {
    const query = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const response = await get(`/api/on-site?siteId=${siteId}${query}`, w.cookies.admin);
    expect(response.statusCode).toBe(200);
    return response.json<OnSiteResponse>();
  };

  it('counts everyone and lists each person once, by name, over pages', async () => {
    const first = await page();
    expect(first.count).toBe(ON_SITE_PAGE_SIZE + 3);
    expect(first.people).toHaveLength(ON_SITE_PAGE_SIZE);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await page(first.nextCursor!);
    expect(second.count).toBe(ON_SITE_PAGE_SIZE + 3);
    expect(second.nextCursor).toBeNull();
    expect([...first.people, ...second.people].map((p) => p.entryRequestId)).toEqual(byName);
  });

  it('starts a roll call with everyone, not a page', async () => {
    const response = await send('POST', '/api/roll-calls', { siteId }, w.cookies.admin);
    expect(response.statusCode).toBe(201);
    expect(response.json<RollCall>().total).toBe(ON_SITE_PAGE_SIZE + 3);
  });

  it('refuses a cursor it did not write with 400, never 500', async () => {
    const forged = [
      'yesterday',
      onSiteCursorText({ lastName: 'Levi', firstName: 'Avi', requestNumber: 1, id: 'x' }).slice(3),
      Buffer.from(JSON.stringify(['Levi', 'Avi', 2 ** 40, 'x'])).toString('base64url'),
      Buffer.from(JSON.stringify(['Le\u0000vi', 'Avi', 1, 'x'])).toString('base64url'),
      Buffer.from('{"lastName":"Levi"}').toString('base64url'),
    ];
    for (const cursor of forged) {
      const response = await get(
        `/api/on-site?siteId=${siteId}&cursor=${encodeURIComponent(cursor)}&lang=en`,
        w.cookies.admin,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
    }
  });
});
