import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import heValidation from '@shared/i18n/locales/he/validation.json';
import ruValidation from '@shared/i18n/locales/ru/validation.json';
import {
  EQUIPMENT_PAGE_SIZE,
  ManagedEquipmentListSchema,
  type ManagedEquipmentList,
} from '@shared/schemas/equipment-admin.schemas';
import { addDays, platformDay } from '@shared/time/calendar-day';
import { equipment, equipmentInspections } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, createSite, createUser, signInStaff } from '../../../test/factories';

let t: TestApp;
let outOfScopeId: number;
let cookie: Record<'admin' | 'manager', string>;
const ids: Record<string, number> = {};
const SCAFFOLDS = 120;

/** Noon, platform time, of a day counted from today: the inspection's day in the company's zone. */
const inspectedOn = (offset: number) =>
  new Date(`${addDays(platformDay(new Date()), offset)}T09:00:00Z`);

beforeAll(async () => {
  t = await buildTestApp();
  const companyId = (await createCompany(t.db)).id;
  const siteA = (await createSite(t.db, companyId)).id;
  const siteB = (await createSite(t.db, companyId)).id;
  const rows = await t.db
    .insert(equipment)
    .values([
      // Written out of order: the list orders them.
      ...Array.from({ length: SCAFFOLDS }, (_, i) => ({
        companyId,
        kind: 'scaffold' as const,
        value: `S-${SCAFFOLDS - i}`,
        label: `פיגום ${SCAFFOLDS - i}`,
        siteId: siteA,
        status: SCAFFOLDS - i === 5 ? ('inactive' as const) : ('active' as const),
      })),
      { companyId, kind: 'scaffold', value: 'Q-1', label: 'מגדל מזרחי', siteId: siteB },
      { companyId, kind: 'platform', value: 'LP-1', label: 'במה', siteId: null },
    ])
    .returning({ id: equipment.id, value: equipment.value });
  for (const row of rows) ids[row.value] = row.id;
  outOfScopeId = ids['Q-1']!;
  const inspector = await createUser(t.db, { role: 'company_admin', companyId });
  const inspection = (value: string, offset: number, outcome: 'fit' | 'closed') => ({
    companyId,
    equipmentId: ids[value]!,
    siteId: siteA,
    kind: 'scaffold' as const,
    inspectedAt: inspectedOn(offset),
    inspectorUserId: inspector.id,
    inspectorName: 'Test',
    results: [],
    outcome,
    signatureFileId: 'test-signature',
  });
  await t.db
    .insert(equipmentInspections)
    .values([
      inspection('S-1', 0, 'closed'),
      inspection('S-2', 0, 'fit'),
      inspection('S-3', -7, 'fit'),
      inspection('S-4', -10, 'fit'),
    ]);
  cookie = await signInStaff(t, {
    admin: { role: 'admin', companyId },
    manager: { role: 'manager', companyId, siteIds: [siteA] },
  });
});
afterAll(() => t.close());

async function read(query: string, as: 'admin' | 'manager' = 'admin', headers = {}) {
  return t.app.inject({
    method: 'GET',
    url: `/api/equipment${query}`,
    headers: { cookie: cookie[as], ...headers },
  });
}

async function page(query: string, as: 'admin' | 'manager' = 'admin') {
  const res = await read(query, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ManagedEquipmentList;
}

/** Every page of a query one after another, by its cursors. */
async function allPages(query: string, as: 'admin' | 'manager' = 'admin') {
  const numbers: string[] = [];
  let cursor: number | null = null;
  let pages = 0;
  do {
    const separator = query ? '&' : '?';
    const body = await page(cursor === null ? query : `${query}${separator}cursor=${cursor}`, as);
    numbers.push(...body.items.map((item) => item.number));
    cursor = body.nextCursor;
    pages += 1;
  } while (cursor !== null);
  return { numbers, pages };
}

/** In the database's order of text: S-1, S-10, S-100, S-101, ..., S-11, ... */
const scaffoldNumbers = Array.from({ length: SCAFFOLDS }, (_, i) => `S-${i + 1}`).sort();

describe('GET /api/equipment pages', () => {
  it('answers a page in the order of kind and number, and the summary counts the whole list', async () => {
    const res = await read('?kind=scaffold');
    expect(res.json()).toStrictEqual(ManagedEquipmentListSchema.parse(res.json()));
    const body = res.json() as ManagedEquipmentList;
    expect(body.items).toHaveLength(EQUIPMENT_PAGE_SIZE);
    expect(body.items.map((i) => i.number)).toEqual(
      ['Q-1', ...scaffoldNumbers].slice(0, EQUIPMENT_PAGE_SIZE),
    );
    expect(body.nextCursor).toBe(body.items.at(-1)!.id);
    expect(body.total).toBe(SCAFFOLDS + 1);
    const summary = await read('/summary?kind=scaffold');
    expect(summary.statusCode).toBe(200);
    expect(summary.json().kinds).toEqual({ scaffold: SCAFFOLDS + 1, platform: 1 });
    // Of the 121 scaffolds one is out of use; of the others one is fit, one closed, one due
    // today, one overdue and the rest never inspected.
    expect(summary.json().states).toEqual({
      attention: SCAFFOLDS - 1,
      due_today: 1,
      overdue: 1,
      never: SCAFFOLDS - 4,
      closed: 1,
      fit: 1,
    });
  });

  it('gives every item exactly once over the pages, and null after the last', async () => {
    const { numbers, pages } = await allPages('');
    expect(pages).toBe(3);
    expect(numbers).toEqual(['LP-1', 'Q-1', ...scaffoldNumbers]);
  });

  it('filters by state, one tap to what needs someone today', async () => {
    const numbersOf = async (state: string) =>
      (await page(`?kind=scaffold&state=${state}`)).items.map((i) => i.number);
    expect(await numbersOf('due_today')).toEqual(['S-3']);
    expect(await numbersOf('overdue')).toEqual(['S-4']);
    expect(await numbersOf('closed')).toEqual(['S-1']);
    expect(await numbersOf('fit')).toEqual(['S-2']);
    // An item out of use needs nobody, whatever its state.
    const attention = await allPages('?kind=scaffold&state=attention');
    expect(attention.numbers).not.toContain('S-5');
    expect(attention.numbers).not.toContain('S-2');
    expect(attention.numbers).toHaveLength(SCAFFOLDS - 1);
  });

  it('searches number and label in any letter case, across the pages', async () => {
    const body = await page('?search=s-11');
    expect(body.items.map((i) => i.number)).toEqual([
      'S-11',
      ...Array.from({ length: 10 }, (_, i) => `S-${110 + i}`),
    ]);
    expect(body.total).toBe(11);
    expect(body.nextCursor).toBeNull();
    expect(
      (await page(`?search=${encodeURIComponent('מזרחי')}`)).items.map((i) => i.number),
    ).toEqual(['Q-1']);
    // A search's own signs are letters like any other.
    expect((await page('?search=S_1')).total).toBe(0);
    expect((await page('?search=%25')).total).toBe(0);
  });

  it("pages a manager's scope only, and refuses a cursor outside it in his language", async () => {
    const { numbers } = await allPages('?kind=scaffold', 'manager');
    expect(numbers).toEqual(scaffoldNumbers);
    const summary = await read('/summary', 'manager');
    expect(summary.json().kinds).toEqual({ scaffold: SCAFFOLDS, platform: 1 });
    const res = await read(`?cursor=${outOfScopeId}`, 'manager', { 'accept-language': 'ru' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { cursor: ruValidation.listCursor },
    });
  });

  it('refuses an unknown filter, a bad cursor and a long search clearly, never with a 500', async () => {
    const state = await read('?state=broken');
    expect(state.statusCode).toBe(400);
    expect(state.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { state: heValidation.chooseFromList },
    });
    for (const cursor of ['abc', '-1', '99999999999', '2147483647']) {
      const res = await read(`?cursor=${cursor}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json().details)).toEqual(['cursor']);
    }
    const search = await read(`?search=${'x'.repeat(101)}`);
    expect(search.statusCode).toBe(400);
    expect(search.json().details).toEqual({ search: heValidation.textTooLong });
    expect((await read('?status=gone')).statusCode).toBe(400);
  });
});
