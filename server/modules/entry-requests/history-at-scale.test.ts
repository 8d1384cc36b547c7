import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BadgeCounts, HistoryPage } from '@shared/schemas/entry-review.schemas';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createEntryRequest } from '../../../test/entry-factories';
import { createSite } from '../../../test/factories';
import { createStaffWorld, type StaffWorld } from '../../../test/staff-world';
import { entryRequests } from '../../db/schema';
import { randomToken } from '../../lib/crypto';
import * as repo from './review.repository';
import * as review from './review.service';

let t: TestApp;
let w: StaffWorld;

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  t = await buildTestApp();
  w = await createStaffWorld(t);
});
afterAll(() => t.close());

/** 22:30 UTC on 1 March is already 2 March, 00:30, in the company's zone (Jerusalem). */
const NOW = new Date('2024-03-01T22:30:00Z');

describe('GET /api/entry-requests/counts', () => {
  beforeAll(async () => {
    const one = { companyId: w.companyA.id, siteId: w.siteOne.id };
    const approvedToday = { ...one, status: 'approved' as const, workStartDate: '2024-03-02' };
    await createEntryRequest(t.db, { ...one, status: 'pending' });
    await createEntryRequest(t.db, { ...one, status: 'safety_manager_coming' });
    await createEntryRequest(t.db, { ...one, status: 'rejected' });
    await createEntryRequest(t.db, { ...approvedToday, scaffoldingNumber: 'P-101' });
    await createEntryRequest(t.db, { ...approvedToday, platformNumber: 'LP-7' });
    // Not counted: no equipment, signed out, the server's day (1 March) and another site.
    await createEntryRequest(t.db, { ...approvedToday, scaffoldingNumber: '  ' });
    await createEntryRequest(t.db, { ...approvedToday, scaffoldingNumber: 'P-1', exitTime: NOW });
    await createEntryRequest(t.db, {
      ...approvedToday,
      workStartDate: '2024-03-01',
      scaffoldingNumber: 'P-1',
    });
    await createEntryRequest(t.db, {
      companyId: w.companyA.id,
      siteId: w.siteTwo.id,
      status: 'pending',
    });
  });

  it("counts open requests and today's scaffold work of the user's sites, in the company's day", async () => {
    const counts = await review.badgeCounts(t.db, await w.sessionUser('manager'), NOW);
    expect(counts).toEqual({ pending: 2, scaffolding: 2 });
  });

  it('answers the same numbers over HTTP and refuses an anonymous caller', async () => {
    expect((await get('/api/entry-requests/counts')).statusCode).toBe(401);
    const response = await get('/api/entry-requests/counts', w.cookies.managerTwo);
    expect(response.statusCode).toBe(200);
    expect(response.json<BadgeCounts>().pending).toBe(1);
  });

  it("lists today's approvals by the company's day, not the server's", async () => {
    const site = await createSite(t.db, w.companyA.id);
    const placed = { companyId: w.companyA.id, siteId: site.id, status: 'approved' as const };
    const afterMidnight = await createEntryRequest(t.db, {
      ...placed,
      decidedAt: new Date('2024-03-01T22:10:00Z'),
    });
    const beforeMidnight = await createEntryRequest(t.db, {
      ...placed,
      decidedAt: new Date('2024-03-01T21:50:00Z'),
    });
    const ids = (await review.approved(t.db, await w.sessionUser('superAdmin'), NOW)).map(
      (row) => row.id,
    );
    expect(ids).toContain(afterMidnight.id);
    expect(ids).not.toContain(beforeMidnight.id);
  });
});

describe('the approved list at its limit', () => {
  it('keeps the latest decisions of either kind of today, each once', async () => {
    const site = await createSite(t.db, w.companyA.id);
    const placed = { companyId: w.companyA.id, siteId: site.id, status: 'approved' as const };
    // Approved today and starting today: read by both halves of the query, listed once.
    const both = await createEntryRequest(t.db, {
      ...placed,
      decidedAt: new Date('2024-03-01T22:20:00Z'),
      workStartDate: '2024-03-02',
    });
    const approvedToday = await createEntryRequest(t.db, {
      ...placed,
      decidedAt: new Date('2024-03-01T22:10:00Z'),
      workStartDate: '2024-03-09',
    });
    const startsToday = await createEntryRequest(t.db, {
      ...placed,
      decidedAt: new Date('2024-02-20T09:00:00Z'),
      workStartDate: '2024-03-02',
    });
    const user = { ...(await w.sessionUser('admin')), siteIds: [site.id] };
    const list = async (limit: number) =>
      (await repo.approvedToday(t.db, user, NOW, limit)).map((row) => row.id);
    expect(await list(2)).toEqual([both.id, approvedToday.id]);
    expect(await list(5)).toEqual([both.id, approvedToday.id, startsToday.id]);
  });
});

describe('history paging after a cursor', () => {
  let siteId: number;
  let newestFirst: string[];

  beforeAll(async () => {
    siteId = (await createSite(t.db, w.companyA.id)).id;
    const at = (minute: number) => new Date(`2024-05-01T08:${String(minute).padStart(2, '0')}:00Z`);
    const created = [];
    // Two rows in the same microsecond: the number and the id still order them.
    for (const minute of [1, 2, 2, 3, 4]) {
      created.push(
        await createEntryRequest(t.db, {
          companyId: w.companyA.id,
          siteId,
          createdAt: at(minute),
          firstName: 'Keyset',
        }),
      );
    }
    newestFirst = created
      .sort(
        (a, b) =>
          b.createdAt.getTime() - a.createdAt.getTime() || b.requestNumber - a.requestNumber,
      )
      .map((row) => row.id);
  });

  const page = async (query: string) => {
    const response = await get(
      `/api/entry-requests?siteId=${siteId}&pageSize=2${query}`,
      w.cookies.admin,
    );
    expect(response.statusCode).toBe(200);
    return response.json<HistoryPage>();
  };

  it('walks every row once, in order, and ends with no cursor', async () => {
    const seen: string[] = [];
    let result = await page('');
    seen.push(...result.items.map((item) => item.id));
    while (result.nextCursor) {
      result = await page(`&cursor=${encodeURIComponent(result.nextCursor)}`);
      seen.push(...result.items.map((item) => item.id));
    }
    expect(seen).toEqual(newestFirst);
    expect(result.total).toBe(5);
    expect(result.totalIsCapped).toBe(false);
  });

  it('refuses a cursor it did not write, in the caller language', async () => {
    const response = await get('/api/entry-requests?cursor=yesterday&lang=en', w.cookies.admin);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
  });

  it('counts up to the cap and says there are more', async () => {
    const user = await w.sessionUser('admin');
    const result = await repo.historyPage(
      t.db,
      user,
      { siteId },
      { limit: 2, offset: 0, cursor: null, countCap: 3 },
    );
    expect(result).toMatchObject({ total: 3, isCapped: true });
    expect(result.rows).toHaveLength(2);
  });
});

describe('history search through the indexed expressions', () => {
  beforeAll(async () => {
    await createEntryRequest(t.db, {
      companyId: w.companyA.id,
      siteId: w.siteOne.id,
      firstName: 'Miriam',
      lastName: 'Trigram',
      phone: '+972-54-888-7766',
    });
  });

  const search = async (q: string) => {
    const response = await get(`/api/entry-requests?q=${encodeURIComponent(q)}`, w.cookies.manager);
    return response.json<HistoryPage>().items.map((item) => item.worker.lastName);
  };

  it('finds a worker by his name in either order, any case, and by the digits of his phone', async () => {
    expect(await search('trigram miri')).toEqual(['Trigram']);
    expect(await search('MIRIAM TRI')).toEqual(['Trigram']);
    expect(await search('54 888 7766')).toEqual(['Trigram']);
  });
});

describe('GET /api/entry-requests/export.csv', () => {
  it('streams every row, past one batch, newest first', async () => {
    const site = await createSite(t.db, w.companyA.id);
    const rows = Array.from({ length: 1_050 }, (_, i) => ({
      id: randomToken(16),
      companyId: w.companyA.id,
      siteId: site.id,
      requestNumber: 100_000 + i,
      formVersion: 0,
      values: {},
      language: 'he',
      createdAt: new Date(Date.UTC(2024, 6, 1) + i * 60_000),
    }));
    await t.db.insert(entryRequests).values(rows);
    const response = await get(
      `/api/entry-requests/export.csv?siteId=${site.id}&lang=en`,
      w.cookies.admin,
    );
    expect(response.statusCode).toBe(200);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 1_050);
    expect(lines[1]).toMatch(/^"101049",/);
    expect(lines.at(-1)).toMatch(/^"100000",/);
  });
});
