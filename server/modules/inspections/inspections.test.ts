import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  createEquipment,
  storedCounts,
  submitEntry,
  VALID_VALUES,
} from '../../../test/entry-fixtures';
import { createCompany, createSite, createUser, loginAs } from '../../../test/factories';
import {
  answers,
  inspect,
  placeEquipment,
  uploadInspectionFile,
} from '../../../test/inspection-fixtures';

let t: TestApp;
let companyId: number;
let siteId: number;
let items: Record<string, { id: number; tagToken: string }>;
let foreignItems: Record<string, { id: number; tagToken: string }>;
let managerName: string;
let adminName: string;
let safetyName: string;
const SITE = 'INSP1';
const HIGH = { max: 10_000, windowMs: 60_000 };

const at = (iso: string) => vi.setSystemTime(new Date(iso));

async function inspectionCount() {
  const result = (await t.db.execute(
    sql`select count(*)::int as n from equipment_inspections`,
  )) as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}

async function list(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/equipment', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { items: { number: string; fitness: Record<string, unknown> }[] };
  return Object.fromEntries(body.items.map((i) => [i.number, i.fitness]));
}

beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { submissions: HIGH, statusReads: HIGH } });
  companyId = (await createCompany(t.db)).id;
  siteId = (await createSite(t.db, companyId, { code: SITE })).id;
  await createEquipment(t.db, companyId);
  items = await placeEquipment(t.db, companyId, siteId);
  const foreignCompanyId = (await createCompany(t.db)).id;
  await createEquipment(t.db, foreignCompanyId);
  foreignItems = await placeEquipment(
    t.db,
    foreignCompanyId,
    (await createSite(t.db, foreignCompanyId)).id,
  );
  managerName = (await createUser(t.db, { role: 'manager', companyId, siteIds: [siteId] }))
    .username;
  safetyName = (await createUser(t.db, { role: 'safety_manager', companyId, siteIds: [siteId] }))
    .username;
  adminName = (await createUser(t.db, { role: 'company_admin', companyId })).username;
  const admin = await loginAs(t, adminName);
  const staff = await t.app.inject({
    method: 'GET',
    url: '/api/inspections/qualifications',
    headers: { cookie: admin },
  });
  const manager = (staff.json() as { users: { userId: number; role: string }[] }).users.find(
    (u) => u.role === 'manager',
  )!;
  const marked = await t.app.inject({
    method: 'PUT',
    url: `/api/inspections/qualifications/${manager.userId}`,
    headers: { cookie: admin },
    payload: { kinds: ['scaffold', 'platform'] },
  });
  expect(marked.statusCode, marked.body).toBe(200);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('the due dates by rule, with the clock moved', () => {
  it('makes a scaffold due 8 days after a passing inspection, in the list and on the form', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-05-01T08:00:00Z');
    const manager = await loginAs(t, managerName);
    const res = await inspect(t, manager, items['P-101']!.id);
    expect(res.statusCode, res.body).toBe(201);
    expect((await list(manager))['P-101']).toMatchObject({
      state: 'fit',
      fitUntil: '2026-05-08',
      lastInspectedOn: '2026-05-01',
    });

    at('2026-05-09T08:00:00Z');
    const later = await loginAs(t, managerName);
    expect((await list(later))['P-101']).toMatchObject({ state: 'overdue', reason: 'interval' });
    const form = await t.app.inject({
      method: 'GET',
      url: `/api/companies/${companyId}/equipment`,
    });
    expect(form.json().scaffolds.find((s: { value: string }) => s.value === 'P-101')).toMatchObject(
      { fitness: 'overdue' },
    );
  });

  it('makes every scaffold of the site due at once after a weather mark, not the platform', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-06-01T06:00:00Z');
    const manager = await loginAs(t, managerName);
    for (const number of ['P-101', 'P-102']) {
      expect((await inspect(t, manager, items[number]!.id)).statusCode).toBe(201);
    }
    at('2026-06-01T09:00:00Z');
    const safety = await loginAs(t, safetyName);
    const mark = await t.app.inject({
      method: 'POST',
      url: `/api/inspections/sites/${siteId}/weather`,
      headers: { cookie: safety },
    });
    expect(mark.statusCode, mark.body).toBe(201);
    const states = await list(await loginAs(t, managerName));
    expect(states['P-101']).toMatchObject({ state: 'due_now', reason: 'weather' });
    expect(states['P-102']).toMatchObject({ state: 'due_now', reason: 'weather' });
    expect(states['LP-7']).toMatchObject({ state: 'never' });
  });
});

describe('the gate', () => {
  it('tells a worker who names a due scaffold on the form and marks the request for the manager', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-07-01T08:00:00Z');
    const manager = await loginAs(t, managerName);
    expect((await inspect(t, manager, items['P-102']!.id)).statusCode).toBe(201);
    at('2026-07-20T08:00:00Z');
    const sent = await submitEntry(t, SITE, {
      values: { ...VALID_VALUES, scaffoldingNumber: 'p-102' },
      fields: { language: 'ru' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const staff = await loginAs(t, managerName);
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/entry-requests/${sent.json().requestId}/details`,
      headers: { cookie: staff },
    });
    expect(details.json().equipmentAlerts).toEqual([
      {
        kind: 'scaffold',
        number: 'P-102',
        state: 'overdue',
        reason: 'interval',
        closedReason: null,
      },
    ]);

    const gate = await t.app.inject({
      method: 'PUT',
      url: `/api/inspections/sites/${siteId}/gate`,
      headers: { cookie: staff },
      payload: { blocksUnfit: true },
    });
    expect(gate.statusCode, gate.body).toBe(200);
    const before = await storedCounts(t.db);
    const refused = await submitEntry(t, SITE, {
      values: { ...VALID_VALUES, scaffoldingNumber: 'p-102' },
      fields: { language: 'ru' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.scaffoldingNumber).toContain(
      'Не годно к использованию: срок проверки истёк',
    );
    expect(await storedCounts(t.db)).toEqual(before);
    await t.app.inject({
      method: 'PUT',
      url: `/api/inspections/sites/${siteId}/gate`,
      headers: { cookie: staff },
      payload: { blocksUnfit: false },
    });
  });

  it('marks a request naming a scaffold inspected before a weather mark on its site', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-08-03T06:00:00Z');
    const manager = await loginAs(t, managerName);
    expect((await inspect(t, manager, items['P-101']!.id)).statusCode).toBe(201);
    at('2026-08-03T09:00:00Z');
    const mark = await t.app.inject({
      method: 'POST',
      url: `/api/inspections/sites/${siteId}/weather`,
      headers: { cookie: await loginAs(t, safetyName) },
    });
    expect(mark.statusCode, mark.body).toBe(201);
    const sent = await submitEntry(t, SITE, {
      values: { ...VALID_VALUES, scaffoldingNumber: 'P-101' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/entry-requests/${sent.json().requestId}/details`,
      headers: { cookie: await loginAs(t, managerName) },
    });
    expect(details.json().equipmentAlerts).toEqual([
      {
        kind: 'scaffold',
        number: 'P-101',
        state: 'due_now',
        reason: 'weather',
        closedReason: null,
      },
    ]);
  });
});

describe('bad input', () => {
  it.each([
    ['dated in the future', { inspectedAt: '2099-01-01T00:00:00Z' }, 'inspectedAt'],
    [
      'dated two days back',
      { inspectedAt: new Date(Date.now() - 2 * 86_400_000).toISOString() },
      'inspectedAt',
    ],
    ['with a line missing', { results: [] }, 'results'],
    ['marked fit with a failed line', 'failed-fit', 'outcome'],
  ])(
    'refuses an inspection %s in the caller’s language, writing nothing',
    async (_, body, field) => {
      const manager = await loginAs(t, managerName);
      let payload = body as Record<string, unknown>;
      if (body === 'failed-fit') {
        const photo = await uploadInspectionFile(t, manager, 'photo');
        payload = {
          results: await answers(t, manager, items['P-101']!.id, {
            itemId: 'bracing',
            photoFileId: photo,
          }),
        };
      }
      const before = await inspectionCount();
      const res = await inspect(t, manager, items['P-101']!.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().details[field]).toBeTruthy();
      expect(await inspectionCount()).toBe(before);
    },
  );

  it('refuses "fit" or another reason with a failed line in the inspector’s language, and takes it closed for the failed items', async () => {
    const manager = await loginAs(t, managerName);
    const results = await answers(t, manager, items['P-101']!.id, {
      itemId: 'bracing',
      photoFileId: await uploadInspectionFile(t, manager, 'photo'),
    });
    const send = async (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/inspections/equipment/${items['P-101']!.id}`,
        headers: { cookie: manager, 'accept-language': 'ru' },
        payload: {
          inspectedAt: new Date().toISOString(),
          results,
          signatureFileId: await uploadInspectionFile(t, manager, 'signature'),
          ...body,
        },
      });
    const before = await inspectionCount();
    const refused = await send({ outcome: 'fit' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { outcome: 'Пункт не пройден: оборудование нельзя отметить годным' },
    });
    expect(await inspectionCount()).toBe(before);
    const otherReason = await send({ outcome: 'closed', closedReason: 'damaged' });
    expect(otherReason.statusCode).toBe(400);
    expect(otherReason.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { closedReason: 'Пункт не пройден: причина закрытия — непройденные пункты' },
    });
    expect(await inspectionCount()).toBe(before);
    const closed = await send({ outcome: 'closed', closedReason: 'failed_items' });
    expect(closed.statusCode, closed.body).toBe(201);
    expect(closed.json().fitness).toMatchObject({ state: 'closed', closedReason: 'failed_items' });
  });

  it('refuses a platform report that expires before its date or past the law', async () => {
    const manager = await loginAs(t, managerName);
    const report = await uploadInspectionFile(t, manager, 'photo');
    const today = new Date().toISOString().slice(0, 10);
    const external = (reportExpiresOn: string) => ({
      external: { name: 'בודק', licenceNumber: 'L-1', reportFileId: report, reportExpiresOn },
    });
    const before = await inspectionCount();
    const early = await inspect(t, manager, items['LP-7']!.id, external('2020-01-01'));
    expect(early.statusCode).toBe(400);
    expect(early.json().details['external.reportExpiresOn']).toBe(
      'תוקף התסקיר חייב להיות אחרי תאריך הבדיקה',
    );
    const late = await inspect(t, manager, items['LP-7']!.id, external('2099-01-01'));
    expect(late.statusCode).toBe(400);
    expect(await inspectionCount()).toBe(before);
    const good = new Date(Date.now() + 150 * 86_400_000).toISOString().slice(0, 10);
    expect(today < good).toBe(true);
    expect((await inspect(t, manager, items['LP-7']!.id, external(good))).statusCode).toBe(201);
  });

  it('refuses an interval longer than the law', async () => {
    const admin = await loginAs(t, adminName);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/inspections/settings',
      headers: { cookie: admin, 'accept-language': 'en' },
      payload: { scaffoldIntervalDays: 8, platformReportMonths: 6 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.intervals).toBe(
      "Intervals may be shorter than the law's, never longer",
    );
  });

  it('answers 404 for another company’s tag and 403 for a user not marked qualified', async () => {
    const manager = await loginAs(t, managerName);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/inspections/tags/${foreignItems['P-101']!.tagToken}/staff`,
      headers: { cookie: manager },
    });
    expect(foreign.statusCode).toBe(404);
    const safety = await loginAs(t, safetyName);
    const before = await inspectionCount();
    const res = await inspect(t, safety, items['P-101']!.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('INSPECTOR_NOT_QUALIFIED');
    expect(await inspectionCount()).toBe(before);
  });
});

describe('the tag and the register', () => {
  it('shows a closed scaffold to anybody with its reason and failed line, without names or ids', async () => {
    const manager = await loginAs(t, managerName);
    const photo = await uploadInspectionFile(t, manager, 'photo');
    const closed = await inspect(t, manager, items['P-102']!.id, {
      results: await answers(t, manager, items['P-102']!.id, {
        itemId: 'toe-boards',
        photoFileId: photo,
      }),
      outcome: 'closed',
      closedReason: 'failed_items',
    });
    expect(closed.statusCode, closed.body).toBe(201);
    const tag = await t.app.inject({
      method: 'GET',
      url: `/api/inspections/tags/${items['P-102']!.tagToken}`,
    });
    expect(tag.statusCode).toBe(200);
    expect(tag.json()).toMatchObject({
      number: 'P-102',
      fitness: { state: 'closed', closedReason: 'failed_items' },
    });
    expect(tag.json().failedItems[0].ru).toBe('Бортовые доски по всем открытым краям');
    expect(tag.body).not.toContain('Test');
    expect(tag.body).not.toMatch(/"(id|equipmentId|inspectorName)"/);
  });

  it('lists the site’s inspections in order in the register and its CSV, and keeps them', async () => {
    const manager = await loginAs(t, managerName);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/inspections/register?siteId=${siteId}&from=2026-01-01&to=2026-12-31`,
      headers: { cookie: manager },
    });
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json().entries as { inspectedAt: string; inspectorName: string }[];
    expect(entries.length).toBeGreaterThanOrEqual(5);
    expect(entries.map((e) => e.inspectedAt)).toEqual(
      [...entries.map((e) => e.inspectedAt)].sort(),
    );
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/inspections/register.csv?siteId=${siteId}&from=2026-01-01&to=2026-12-31`,
      headers: { cookie: manager },
    });
    expect(csv.body).toContain('תאריך ושעה');
    // The failed line in every language it had: the screen shows the reader's, the CSV Hebrew.
    const closed = (res.json().entries as { failedItems: Record<string, string>[] }[]).find((e) =>
      e.failedItems.some((line) => line.ru === 'Бортовые доски по всем открытым краям'),
    );
    expect(closed).toBeTruthy();
    expect(csv.body).toContain(closed!.failedItems[0]!.he);
    await expect(t.db.execute(sql`delete from equipment_inspections`)).rejects.toThrow();
  });
});
