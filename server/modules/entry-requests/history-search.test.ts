import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryPage } from '@shared/schemas/entry-review.schemas';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createEntryRequest } from '../../../test/entry-factories';
import { createSite } from '../../../test/factories';
import { createStaffWorld, type StaffWorld } from '../../../test/staff-world';

let t: TestApp;
let w: StaffWorld;
let siteId: number;
/** Request ids by the worker's name as "first last", one request each unless numbered. */
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  w = await createStaffWorld(t);
  siteId = (await createSite(t.db, w.companyA.id)).id;
  const workers: [string, string, string][] = [
    ['יוסי', 'כהן', 'יוסי כהן'],
    ['יוסי', 'כהן', 'יוסי כהן 2'],
    ['כהן', 'יוסי', 'כהן יוסי'],
    ['דוד', 'דוד', 'דוד דוד'],
    ['דוד', 'לוי', 'דוד לוי'],
    ['משה', 'דוד', 'משה דוד'],
    ['משה', 'בן דוד', 'משה בן דוד'],
    ['Ahmad', 'Haddad', 'Ahmad Haddad'],
    ['יוסף', 'כהנא', 'יוסף כהנא'],
  ];
  let minute = 10;
  for (const [firstName, lastName, key] of workers) {
    minute += 1;
    const row = await createEntryRequest(t.db, {
      companyId: w.companyA.id,
      siteId,
      firstName,
      lastName,
      createdAt: new Date(`2024-06-01T08:${minute}:00Z`),
    });
    ids[key] = row.id;
  }
});
afterAll(() => t.close());

const search = async (q: string, extra = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/entry-requests?siteId=${siteId}&q=${encodeURIComponent(q)}${extra}`,
    headers: { cookie: w.cookies.admin },
  });
  expect(response.statusCode).toBe(200);
  return response.json<HistoryPage>();
};
const idsOf = (page: HistoryPage) => page.items.map((item) => item.id);
const newestFirst = (...keys: string[]) => keys.map((key) => ids[key]);

describe('history search by a whole name', () => {
  it('finds first and last name in either order, newest first, and counts them', async () => {
    const page = await search('כהן יוסי');
    expect(idsOf(page)).toEqual(newestFirst('כהן יוסי', 'יוסי כהן 2', 'יוסי כהן'));
    expect(page).toMatchObject({ total: 3, totalIsCapped: false });
    expect(idsOf(await search('  יוסי   כהן '))).toEqual(idsOf(page));
  });

  it('finds a first or a last name alone, once each, even when both are that name', async () => {
    const page = await search('דוד');
    expect(idsOf(page)).toEqual(newestFirst('משה דוד', 'דוד לוי', 'דוד דוד'));
    expect(page.total).toBe(3);
    // A whole name matches whole names only: "כהן" is not "כהנא", nor "דוד" "בן דוד".
    expect((await search('כהן')).total).toBe(3);
  });

  it('splits the words at any point, so a last name of two words is found', async () => {
    expect(idsOf(await search('בן דוד משה'))).toEqual(newestFirst('משה בן דוד'));
    expect(idsOf(await search('משה בן דוד'))).toEqual(newestFirst('משה בן דוד'));
  });

  it('ignores case in Latin names', async () => {
    expect(idsOf(await search('HADDAD ahmad'))).toEqual(newestFirst('Ahmad Haddad'));
  });

  it('looks inside names when no whole name matches', async () => {
    expect(idsOf(await search('כה'))).toEqual(
      newestFirst('יוסף כהנא', 'כהן יוסי', 'יוסי כהן 2', 'יוסי כהן'),
    );
    expect(idsOf(await search('ף כה'))).toEqual(newestFirst('יוסף כהנא'));
  });

  it('pages through the matches of several names by number and by cursor alike', async () => {
    const first = await search('דוד', '&pageSize=2');
    const second = await search('דוד', '&pageSize=2&page=2');
    expect([...idsOf(first), ...idsOf(second)]).toEqual(idsOf(await search('דוד')));
    expect(first.total).toBe(3);
    const after = await search(
      'דוד',
      `&pageSize=2&cursor=${encodeURIComponent(first.nextCursor!)}`,
    );
    expect(idsOf(after)).toEqual(idsOf(second));
    expect(after.nextCursor).toBeNull();
  });

  it('exports every match of a whole name', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/entry-requests/export.csv?siteId=${siteId}&q=${encodeURIComponent('דוד')}`,
      headers: { cookie: w.cookies.admin },
    });
    expect(response.statusCode).toBe(200);
    const lines = response.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(1 + 3);
    expect(lines.filter((line) => line.includes('כהן'))).toEqual([]);
  });

  it("keeps to the caller's sites, and finds the name in every company for the super admin", async () => {
    const elsewhere = await createSite(t.db, w.companyB.id);
    await createEntryRequest(t.db, {
      companyId: w.companyB.id,
      siteId: elsewhere.id,
      firstName: 'יוסי',
      lastName: 'כהן',
    });
    const sitesFound = async (who: 'admin' | 'superAdmin') => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/entry-requests?q=${encodeURIComponent('יוסי כהן')}`,
        headers: { cookie: w.cookies[who] },
      });
      return new Set(response.json<HistoryPage>().items.map((item) => item.siteId));
    };
    expect(await sitesFound('admin')).toEqual(new Set([siteId]));
    expect(await sitesFound('superAdmin')).toEqual(new Set([siteId, elsewhere.id]));
  });
});
