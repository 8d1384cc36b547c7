import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enValidation from '@shared/i18n/locales/en/validation.json';
import ruValidation from '@shared/i18n/locales/ru/validation.json';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { storedCounts, submitEntry } from '../../../test/entry-fixtures';
import { createCompany, createSite, createUser, loginAs } from '../../../test/factories';
import { entryForms } from '../../db/schema';

let t: TestApp;
let siteId: number;
let manager: string;
const SITE = 'TYPES1';

/** Version 1 of the site's form: a name, a number with its range, a required video, an ID. */
const FIELDS = [
  { id: 'firstName', type: 'text' as const, label: { he: 'שם', en: 'Name' }, required: true },
  {
    id: 'height',
    type: 'number' as const,
    label: { he: 'גובה העבודה', en: 'Working height', ru: 'Высота работ' },
    required: true,
    range: { min: 0, max: 40, step: 0.5 },
  },
  {
    id: 'intro',
    type: 'video' as const,
    label: { he: 'הדרכה', en: 'Induction', ru: 'Инструктаж' },
    required: true,
    videoUrl: '/media/intro.webm',
  },
  {
    id: 'document',
    type: 'id_document' as const,
    label: { he: 'תעודה', en: 'Identity', ru: 'Документ' },
    required: false,
  },
];

const send = (values: Record<string, unknown>, language = 'en') =>
  submitEntry(t, SITE, { fields: { formVersion: '1', language }, values, files: [] });

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  siteId = (await createSite(t.db, company.id, { code: SITE })).id;
  await t.db.insert(entryForms).values({ siteId, version: 1, fields: FIELDS });
  await createUser(t.db, {
    username: 'types-manager',
    role: 'manager',
    companyId: company.id,
    siteIds: [siteId],
  });
  manager = await loginAs(t, 'types-manager');
});
afterAll(() => t.close());

describe('a number field', () => {
  it.each([
    ['12,5', null],
    ['abc', enValidation.notANumber.replace('{{label}}', 'Working height')],
    [
      '41',
      enValidation.numberAboveMax.replace('{{label}}', 'Working height').replace('{{max}}', '40'),
    ],
    [
      '-1',
      enValidation.numberBelowMin.replace('{{label}}', 'Working height').replace('{{min}}', '0'),
    ],
    [
      '3.2',
      enValidation.numberOffStep.replace('{{label}}', 'Working height').replace('{{step}}', '0.5'),
    ],
  ])(
    'answered %s is refused by its range in the worker language, or kept',
    async (height, message) => {
      const before = await storedCounts(t.db);
      const res = await send({ firstName: 'Dana', height, intro: true });
      if (message === null) {
        expect(res.statusCode).toBe(201);
        return;
      }
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual({ height: message });
      expect(await storedCounts(t.db)).toEqual(before);
    },
  );
});

describe('a required video', () => {
  it('left unwatched is refused with the videos message in the worker language', async () => {
    const res = await send({ firstName: 'Dana', height: '10', intro: false }, 'ru');
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({
      intro: ruValidation.videosNotWatched.replace('{{labels}}', 'Инструктаж'),
    });
  });

  it('without a video to play is refused when the form is saved', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/sites/${siteId}/entry-form?lang=en`,
      headers: { cookie: manager },
      payload: { formFields: [{ ...FIELDS[2], videoUrl: '' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ 'formFields.0.videoUrl': enValidation.videoRequired });
  });
});

describe('an identity document field', () => {
  const VALID = { firstName: 'Dana', height: '10', intro: true };

  it('refuses an Israeli identity number with a wrong check digit in the worker language', async () => {
    const before = await storedCounts(t.db);
    const res = await send({ ...VALID, document: 'id:123456789' }, 'ru');
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({
      document: ruValidation.israeliIdInvalid.replace('{{label}}', 'Документ'),
    });
    expect(await storedCounts(t.db)).toEqual(before);
  });

  it.each([
    ['passport:ZZ:AB12345', 'passportCountryInvalid'],
    ['passport:FR:AB', 'passportNumberInvalid'],
    ['123456782', 'idDocumentInvalid'],
  ] as const)('refuses %s', async (document, key) => {
    const res = await send({ ...VALID, document });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({
      document: enValidation[key].replace('{{label}}', 'Identity'),
    });
  });

  it('keeps a valid number, which staff see masked but for its last digits and no export holds', async () => {
    const res = await send({ ...VALID, document: 'id:123456782' });
    expect(res.statusCode).toBe(201);
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/entry-requests/${res.json().id}/details`,
      headers: { cookie: manager },
    });
    expect(details.body).not.toContain('123456782');
    const answer = details
      .json()
      .answers.find((a: { fieldId: string }) => a.fieldId === 'document');
    expect(answer).toMatchObject({ type: 'id_document', value: 'id:••••••782' });
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/entry-requests/export.csv',
      headers: { cookie: manager },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Dana');
    expect(csv.body).not.toContain('123456782');
  });

  it('accepts a passport with the country that issued it', async () => {
    const res = await send({ ...VALID, document: 'passport:FR:18AV12345' });
    expect(res.statusCode).toBe(201);
  });
});
