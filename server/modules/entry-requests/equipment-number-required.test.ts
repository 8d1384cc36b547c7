import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  createEquipment,
  storedCounts,
  submitEntry,
  VALID_VALUES,
} from '../../../test/entry-fixtures';
import { createCompany, createSite } from '../../../test/factories';
import { companySettings, entryForms } from '../../db/schema';

let t: TestApp;
let strictCompanyId: number;
const STRICT = 'STRICT1';
const NO_EQUIPMENT_FORM = 'PLAIN1';
const LENIENT = 'LENIENT1';
const HIGH = { max: 10_000, windowMs: 60_000 };

beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { submissions: HIGH, statusReads: HIGH } });
  strictCompanyId = (await createCompany(t.db)).id;
  await createEquipment(t.db, strictCompanyId);
  await t.db.insert(companySettings).values({
    companyId: strictCompanyId,
    inspectionIntervalDays: 30,
    isEquipmentNumberRequired: true,
  });
  await createSite(t.db, strictCompanyId, { code: STRICT });
  const plain = await createSite(t.db, strictCompanyId, { code: NO_EQUIPMENT_FORM });
  await t.db.insert(entryForms).values({
    siteId: plain.id,
    version: 1,
    fields: [{ id: 'firstName', type: 'text', label: { he: 'First name' }, required: true }],
  });
  const lenientCompanyId = (await createCompany(t.db)).id;
  await createEquipment(t.db, lenientCompanyId);
  await createSite(t.db, lenientCompanyId, { code: LENIENT });
});
afterAll(() => t.close());

const withNumbers = (scaffoldingNumber: string, platformNumber = '') => ({
  ...VALID_VALUES,
  scaffoldingNumber,
  platformNumber,
});

describe('a company that requires an equipment number', () => {
  it('tells the worker form through the public equipment list', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/companies/${strictCompanyId}/equipment`,
    });
    expect(res.json().isNumberRequired).toBe(true);
  });

  it.each([
    ['no number at all', withNumbers('', ''), 'Enter a scaffold or lifting platform number'],
    ['a number not in the list', withNumbers('X-404'), '"X-404" not found in the list'],
    ['an inactive item', withNumbers('P-999'), '"P-999" not found in the list'],
  ])('refuses %s with 400 in the language asked for, storing nothing', async (_, values, text) => {
    const before = await storedCounts(t.db);
    const res = await submitEntry(t, STRICT, { values, fields: { language: 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(res.json().details.scaffoldingNumber).toContain(text);
    expect(await storedCounts(t.db)).toEqual(before);
  });

  it('says it in Hebrew by default', async () => {
    const res = await submitEntry(t, STRICT, { values: withNumbers('') });
    expect(res.json().details.scaffoldingNumber).toBe(
      'יש להזין מספר פיגום או במת הרמה מהרשימה של החברה',
    );
  });

  it('accepts a scaffold or a platform of the active list', async () => {
    expect((await submitEntry(t, STRICT, { values: withNumbers('p-102') })).statusCode).toBe(201);
    expect((await submitEntry(t, STRICT, { values: withNumbers('', 'lp-7') })).statusCode).toBe(
      201,
    );
  });

  it('leaves a form without scaffold or platform fields alone', async () => {
    const res = await submitEntry(t, NO_EQUIPMENT_FORM, {
      fields: { formVersion: '1' },
      values: { firstName: 'Dana' },
      files: [],
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('a company that does not require one', () => {
  it('accepts a form without a number, as before', async () => {
    const res = await submitEntry(t, LENIENT, { values: withNumbers('', '') });
    expect(res.statusCode).toBe(201);
  });
});
