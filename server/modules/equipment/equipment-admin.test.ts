import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManagedEquipmentListSchema } from '@shared/schemas/equipment-admin.schemas';
import { addDays, platformDay } from '@shared/time/calendar-day';
import { auditLog, equipment } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createEntryRequest } from '../../../test/entry-factories';
import { staffUserFixture } from '../../../test/entry-review-fixtures';
import { createCompany, createSite, signInStaff } from '../../../test/factories';
import { exportEquipment } from './equipment-import.service';

let t: TestApp;
let companyId: number;
let otherCompanyId: number;
let siteA: number;
let siteB: number;
let otherSite: number;
let otherItemId: number;
let workerEntryId: string;
let cookie: Record<string, string>;

/** A day counted from today in the company's zone (the platform's, by default), as the list counts. */
const day = (offset: number) => addDays(platformDay(new Date()), offset);

beforeAll(async () => {
  t = await buildTestApp();
  companyId = (await createCompany(t.db)).id;
  otherCompanyId = (await createCompany(t.db)).id;
  siteA = (await createSite(t.db, companyId, { code: 'EQSITEA' })).id;
  siteB = (await createSite(t.db, companyId, { code: 'EQSITEB' })).id;
  otherSite = (await createSite(t.db, otherCompanyId)).id;
  await t.db.insert(equipment).values([
    {
      companyId,
      kind: 'scaffold',
      value: 'P-1',
      label: 'פיגום 1',
      siteId: siteA,
      nextInspectionDue: day(-2),
    },
    {
      companyId,
      kind: 'scaffold',
      value: 'P-2',
      label: 'פיגום 2',
      siteId: siteB,
      nextInspectionDue: day(3),
    },
    {
      companyId,
      kind: 'platform',
      value: 'LP-1',
      label: 'במה 1',
      siteId: null,
      nextInspectionDue: day(30),
    },
  ]);
  const [other] = await t.db
    .insert(equipment)
    .values({
      companyId: otherCompanyId,
      kind: 'scaffold',
      value: 'P-1',
      label: 'זר',
      siteId: otherSite,
    })
    .returning();
  otherItemId = other!.id;
  workerEntryId = (
    await createEntryRequest(t.db, {
      companyId,
      siteId: siteA,
      status: 'approved',
      scaffoldingNumber: 'p-1',
      firstName: 'אבי',
    })
  ).id;
  await createEntryRequest(t.db, {
    companyId,
    siteId: siteA,
    status: 'approved',
    scaffoldingNumber: 'P-1',
    exitTime: new Date(),
  });
  await createEntryRequest(t.db, {
    companyId,
    siteId: siteA,
    status: 'pending',
    scaffoldingNumber: 'P-1',
  });
  await createEntryRequest(t.db, {
    companyId: otherCompanyId,
    siteId: otherSite,
    status: 'approved',
    scaffoldingNumber: 'P-1',
  });
  cookie = await signInStaff(t, {
    admin: { role: 'admin', companyId },
    manager: { role: 'manager', companyId, siteIds: [siteA] },
    other: { role: 'admin', companyId: otherCompanyId },
    super: { role: 'super_admin' },
  });
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  as: string,
  payload?: object,
  headers = {},
) => t.app.inject({ method, url, payload, headers: { cookie: cookie[as]!, ...headers } });
type Item = {
  id: number;
  number: string;
  label: string;
  kind: string;
  inspectionState: string;
  workers: { entryId: string }[];
};
const byNumber = (items: Item[], number: string, kind = 'scaffold') =>
  items.find((i) => i.number === number && i.kind === kind)!;

describe('GET /api/equipment', () => {
  it("lists the company items with inspection warnings and today's workers", async () => {
    const res = await call('GET', '/api/equipment', 'admin');
    expect(res.statusCode).toBe(200);
    // Written without the schema's pass (decision 079): exactly what the schema would let out.
    expect(res.json()).toStrictEqual(ManagedEquipmentListSchema.parse(res.json()));
    const { items, canEdit, settings } = res.json();
    expect(canEdit).toBe(true);
    expect(settings).toEqual({ inspectionIntervalDays: 30, isEquipmentNumberRequired: false });
    expect(items).toHaveLength(3);
    expect(byNumber(items, 'P-1')).toMatchObject({
      inspectionState: 'overdue',
      daysUntilInspection: -2,
    });
    expect(byNumber(items, 'P-2')).toMatchObject({
      inspectionState: 'due_soon',
      daysUntilInspection: 3,
    });
    expect(byNumber(items, 'LP-1', 'platform')).toMatchObject({
      inspectionState: 'ok',
      siteId: null,
    });
    // Approved, typed in another letter case, not gone: counted; gone, pending or foreign: not.
    expect(byNumber(items, 'P-1').workers).toEqual([
      expect.objectContaining({ entryId: workerEntryId, firstName: 'אבי' }),
    ]);
    expect(byNumber(items, 'P-2').workers).toEqual([]);
  });

  it("gives a manager his sites' items and the site-less ones, read only", async () => {
    const res = await call('GET', '/api/equipment', 'manager');
    const numbers = res
      .json()
      .items.map((i: Item) => i.number)
      .sort();
    expect(numbers).toEqual(['LP-1', 'P-1']);
    expect(res.json().canEdit).toBe(false);
  });

  it('filters by kind, and makes the super admin name a company', async () => {
    const res = await call('GET', '/api/equipment?kind=platform', 'admin');
    expect(res.json().items.map((i: Item) => i.number)).toEqual(['LP-1']);
    expect((await call('GET', '/api/equipment', 'super')).json().code).toBe('COMPANY_REQUIRED');
    const forCompany = await call('GET', `/api/equipment?companyId=${otherCompanyId}`, 'super');
    expect(forCompany.json().items.map((i: Item) => i.label)).toEqual(['זר']);
  });

  it('drops a worker once a manager marks his exit with the exit call', async () => {
    const exit = await call('POST', `/api/entry-requests/${workerEntryId}/exit`, 'manager', {});
    expect(exit.statusCode).toBe(200);
    const res = await call('GET', '/api/equipment', 'manager');
    expect(byNumber(res.json().items, 'P-1').workers).toEqual([]);
  });
});

describe('POST /api/equipment', () => {
  it('adds an item whose due date follows the interval, audited, and offered to workers', async () => {
    const res = await call('POST', '/api/equipment', 'admin', {
      kind: 'scaffold',
      number: 'P-9',
      label: 'פיגום 9',
      siteId: siteA,
      location: 'גג',
      lastInspection: '2025-01-01',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      number: 'P-9',
      nextInspectionDue: '2025-01-31',
      inspectionState: 'overdue',
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(res.json().id)));
    expect(audit[0]!.action).toBe('equipment.create');
    const publicList = await t.app.inject({ url: `/api/companies/${companyId}/equipment` });
    expect(publicList.json().scaffolds.map((s: { value: string }) => s.value)).toContain('P-9');
  });

  it('refuses a number taken in another case, a site of another company and bad dates', async () => {
    const taken = await call('POST', '/api/equipment', 'admin', {
      kind: 'scaffold',
      number: 'p-2',
      label: 'x',
      siteId: null,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('EQUIPMENT_NUMBER_TAKEN');
    const site = await call('POST', '/api/equipment', 'admin', {
      kind: 'scaffold',
      number: 'P-77',
      label: 'x',
      siteId: otherSite,
    });
    expect(site.statusCode).toBe(400);
    expect(site.json().details.siteId).toBeTruthy();
    const date = await call('POST', '/api/equipment', 'admin', {
      kind: 'scaffold',
      number: 'P-78',
      label: 'x',
      siteId: null,
      lastInspection: '2025-02-30',
    });
    expect(date.json().details.lastInspection).toContain('YYYY-MM-DD');
  });

  it('is for admins, from our own origin', async () => {
    const body = { kind: 'scaffold', number: 'P-80', label: 'x', siteId: null };
    expect((await call('POST', '/api/equipment', 'manager', body)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/equipment', 'admin', body, { origin: 'https://evil.example' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('PATCH /api/equipment/{id}', () => {
  it('deactivates an item, which workers no longer find, with an audit row', async () => {
    const list = (await call('GET', '/api/equipment', 'admin')).json().items as Item[];
    const p2 = byNumber(list, 'P-2');
    const res = await call('PATCH', `/api/equipment/${p2.id}`, 'admin', { status: 'inactive' });
    expect(res.json().status).toBe('inactive');
    const publicList = await t.app.inject({ url: `/api/companies/${companyId}/equipment` });
    expect(publicList.json().scaffolds.map((s: { value: string }) => s.value)).not.toContain('P-2');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(p2.id)));
    expect(audit.at(-1)).toMatchObject({
      action: 'equipment.update',
      fromStatus: 'active',
      toStatus: 'inactive',
    });
  });

  it("answers 404 for another company's item", async () => {
    expect(
      (await call('PATCH', `/api/equipment/${otherItemId}`, 'admin', { label: 'x' })).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/equipment/import', () => {
  it('refuses a file with bad rows, naming each, and writes nothing', async () => {
    const before = await t.db.select().from(equipment);
    const csv = [
      'kind,number,label,site_code,last_inspection',
      'scaffold,N-1,חדש,EQSITEA,2025-01-01',
      'crane,N-2,עגורן,,',
      'scaffold,,בלי מספר,NOSUCH,31/13/2025',
      'scaffold,n-1,כפול,,',
    ].join('\n');
    const res = await call('POST', '/api/equipment/import', 'admin', { csv });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('IMPORT_INVALID');
    const details = res.json().details as Record<string, string>;
    expect(Object.keys(details)).toEqual([
      '3:kind',
      '4:number',
      '4:site_code',
      '4:last_inspection',
      '5:number',
    ]);
    expect(details['5:number']).toContain('2');
    expect(await t.db.select().from(equipment)).toEqual(before);
  });

  it('refuses a file without the required columns', async () => {
    const res = await call('POST', '/api/equipment/import', 'admin', { csv: 'number,label\nX,Y' });
    expect(res.json().details['1:']).toContain('kind');
  });

  it('adds new items and updates existing ones by kind and number', async () => {
    const csv = [
      '\uFEFFkind;number;label;site_code;status;last_inspection;next_inspection_due',
      'scaffold;N-1;פיגום חדש;EQSITEA;active;01/03/2025;',
      'platform;lp-1;במה מעודכנת;;;;2030-01-01',
    ].join('\r\n');
    const res = await call('POST', '/api/equipment/import', 'admin', { csv });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ created: 1, updated: 1 });
    const items = (await call('GET', '/api/equipment', 'admin')).json().items;
    expect(byNumber(items, 'N-1')).toMatchObject({
      siteId: siteA,
      lastInspection: '2025-03-01',
      nextInspectionDue: '2025-03-31',
    });
    expect(byNumber(items, 'LP-1', 'platform')).toMatchObject({
      label: 'במה מעודכנת',
      nextInspectionDue: '2030-01-01',
    });
    const publicList = await t.app.inject({ url: `/api/companies/${companyId}/equipment` });
    expect(publicList.json().scaffolds.map((s: { value: string }) => s.value)).toContain('N-1');
  });

  it('reads back its own export unchanged', async () => {
    const exported = await call('GET', '/api/equipment/export', 'admin');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.headers['content-disposition']).toContain('attachment');
    expect(exported.headers['cache-control']).toBe('private, no-store');
    expect(exported.body.startsWith('\uFEFF"kind","number","label","site_code"')).toBe(true);
    expect(exported.body).toContain('"EQSITEA"');
    const before = await t.db.select().from(equipment).where(eq(equipment.companyId, companyId));
    const res = await call('POST', '/api/equipment/import', 'admin', { csv: exported.body });
    expect(res.json()).toEqual({ created: 0, updated: before.length });
    const after = await t.db.select().from(equipment).where(eq(equipment.companyId, companyId));
    const strip = (rows: typeof before) =>
      rows.map(({ updatedAt: _u, ...row }) => row).sort((a, b) => a.id - b.id);
    expect(strip(after)).toEqual(strip(before));
  });

  it("names the export by the company's day, already tomorrow in the late evening", async () => {
    const admin = staffUserFixture({ role: 'admin', companyId, siteIds: [] });
    const lateEvening = new Date('2026-03-01T22:30:00Z');
    const { fileName } = await exportEquipment(t.db, admin, { kind: 'scaffold' }, lateEvening);
    expect(fileName).toBe('scaffold-2026-03-02.csv');
  });

  it("exports only the manager's items, and imports only for admins", async () => {
    const exported = await call('GET', '/api/equipment/export?kind=scaffold', 'manager');
    expect(exported.body).not.toContain('"P-2"');
    expect(
      (await call('POST', '/api/equipment/import', 'manager', { csv: 'kind' })).statusCode,
    ).toBe(403);
  });
});

describe('GET and PUT /api/equipment/settings', () => {
  it('saves the interval and the number rule, used for the next due date', async () => {
    const res = await call('PUT', '/api/equipment/settings', 'admin', {
      inspectionIntervalDays: 14,
      isEquipmentNumberRequired: true,
    });
    expect(res.json()).toEqual({
      inspectionIntervalDays: 14,
      isEquipmentNumberRequired: true,
      canEdit: true,
    });
    expect((await call('GET', '/api/equipment/settings', 'manager')).json()).toEqual({
      inspectionIntervalDays: 14,
      isEquipmentNumberRequired: true,
      canEdit: false,
    });
    expect((await call('GET', '/api/equipment/settings', 'admin')).json().canEdit).toBe(true);
    const created = await call('POST', '/api/equipment', 'admin', {
      kind: 'platform',
      number: 'LP-50',
      label: 'במה 50',
      siteId: null,
      lastInspection: '2025-01-01',
    });
    expect(created.json().nextInspectionDue).toBe('2025-01-15');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'equipment.settings'));
    expect(audit).toHaveLength(1);
  });

  it('refuses an interval outside 1 to 365 days, and managers', async () => {
    const bad = await call('PUT', '/api/equipment/settings', 'admin', {
      inspectionIntervalDays: 0,
      isEquipmentNumberRequired: false,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.inspectionIntervalDays).toContain('365');
    const manager = await call('PUT', '/api/equipment/settings', 'manager', {
      inspectionIntervalDays: 10,
      isEquipmentNumberRequired: false,
    });
    expect(manager.statusCode).toBe(403);
  });

  it('answers 404 to the super admin for a company that does not exist, and writes nothing', async () => {
    const res = await call('PUT', '/api/equipment/settings?companyId=999999', 'super', {
      inspectionIntervalDays: 10,
      isEquipmentNumberRequired: true,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.companyId, 999999));
    expect(rows).toEqual([]);
  });
});
