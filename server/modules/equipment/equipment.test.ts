import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany } from '../../../test/factories';
import { equipment } from '../../db/schema';
import { equipmentToCheck } from './equipment.service';

let t: TestApp;
let companyId: number;
let emptyCompanyId: number;

beforeAll(async () => {
  t = await buildTestApp();
  // Kiritimati is UTC+14: its "today" is already tomorrow for most of the world.
  companyId = (await createCompany(t.db, { timezone: 'Pacific/Kiritimati' })).id;
  emptyCompanyId = (await createCompany(t.db)).id;
  await t.db.insert(equipment).values([
    {
      companyId,
      kind: 'scaffold',
      value: 'P-2',
      label: 'Scaffold 2',
      nextInspectionDue: '2026-05-10',
    },
    {
      companyId,
      kind: 'scaffold',
      value: 'P-1',
      label: 'Scaffold 1',
      nextInspectionDue: '2026-05-11',
    },
    { companyId, kind: 'scaffold', value: 'P-9', label: 'Retired', status: 'inactive' },
    { companyId, kind: 'platform', value: 'LP-7', label: 'Lift 7' },
    {
      companyId: emptyCompanyId,
      kind: 'platform',
      value: 'LP-1',
      label: 'Other',
      status: 'inactive',
    },
  ]);
});
afterAll(() => t.close());

describe('GET /api/companies/{id}/equipment', () => {
  it('lists the active scaffolds and platforms for anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/companies/${companyId}/equipment` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.scaffolds.map((s: { value: string }) => s.value)).toEqual(['P-1', 'P-2']);
    expect(body.platforms).toEqual([
      {
        value: 'LP-7',
        label: 'Lift 7',
        labels: { he: 'Lift 7' },
        fitness: 'never',
        nextInspectionDue: null,
        isInspectionOverdue: false,
      },
    ]);
  });

  it('answers empty lists for a company without active equipment', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/companies/${emptyCompanyId}/equipment`,
    });
    expect(res.json()).toEqual({ scaffolds: [], platforms: [], isNumberRequired: false });
  });

  it.each(['999999', 'abc'])('answers 404 for company %s', async (id) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/companies/${id}/equipment` });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('inspection overdue', () => {
  it("counts days in the company's time zone", async () => {
    // 2026-05-10 12:00 UTC is already 2026-05-11 in Kiritimati (UTC+14).
    const result = await equipmentToCheck(t.db, companyId, new Date('2026-05-10T12:00:00Z'));
    const overdue = Object.fromEntries(
      result!.scaffolds.map((s) => [s.value, s.isInspectionOverdue]),
    );
    expect(overdue).toEqual({ 'P-1': false, 'P-2': true });
    // A submission's check matches numbers only; the gate reads the fitness of what was named.
    expect(result!.scaffolds[0]).not.toHaveProperty('fitness');
    const earlier = await equipmentToCheck(t.db, companyId, new Date('2026-05-09T12:00:00Z'));
    expect(earlier!.scaffolds.every((s) => !s.isInspectionOverdue)).toBe(true);
  });
});
