import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, createSite, createUser, loginAs } from '../../../test/factories';
import { auditLog, entryForms } from '../../db/schema';
import { DEFAULT_FORM_FIELDS } from './default-form';

let t: TestApp;
let siteId: number;
let editedSiteId: number;
let closedSiteId: number;
const cookies: Record<string, string> = {};

const FIELDS = [
  { id: 'fullName', type: 'text', label: { he: 'שם מלא' }, required: true },
  {
    id: 'trade',
    type: 'select',
    label: { he: 'מקצוע' },
    required: true,
    options: [{ value: 'welder', label: { he: 'רתך' } }],
  },
];

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  siteId = (await createSite(t.db, company.id)).id;
  editedSiteId = (await createSite(t.db, company.id)).id;
  closedSiteId = (await createSite(t.db, company.id, { isActive: false })).id;
  await t.db.insert(entryForms).values([
    { siteId: editedSiteId, version: 1, fields: DEFAULT_FORM_FIELDS },
    { siteId: editedSiteId, version: 2, fields: FIELDS as typeof DEFAULT_FORM_FIELDS },
  ]);
  const other = await createCompany(t.db);
  const otherSite = await createSite(t.db, other.id);
  const users = [
    {
      username: 'manager',
      role: 'manager',
      companyId: company.id,
      siteIds: [siteId, editedSiteId],
    },
    { username: 'safety', role: 'safety_manager', companyId: company.id, siteIds: [siteId] },
    { username: 'admin', role: 'company_admin', companyId: company.id, siteIds: [] },
    { username: 'stranger', role: 'manager', companyId: other.id, siteIds: [otherSite.id] },
  ] as const;
  for (const u of users) {
    await createUser(t.db, { ...u, siteIds: [...u.siteIds] });
    cookies[u.username] = await loginAs(t, u.username);
  }
});
afterAll(() => t.close());

const getForm = (id: number | string) =>
  t.app.inject({ method: 'GET', url: `/api/sites/${id}/entry-form?texts=all` });
const putForm = (id: number, as: string | null, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/sites/${id}/entry-form`,
    headers: as ? { cookie: cookies[as]! } : {},
    payload: payload as Record<string, unknown>,
  });
const versionsOf = async (id: number) =>
  (
    await t.db
      .select({ version: entryForms.version })
      .from(entryForms)
      .where(eq(entryForms.siteId, id))
  )
    .map((r) => r.version)
    .sort((a, b) => a - b);

describe('GET /api/sites/{id}/entry-form', () => {
  it('gives the default form as version 0 to a site without its own', async () => {
    const res = await getForm(siteId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ siteId, version: 0, formFields: DEFAULT_FORM_FIELDS });
  });

  it('gives the newest saved version', async () => {
    const res = await getForm(editedSiteId);
    expect(res.json()).toEqual({ siteId: editedSiteId, version: 2, formFields: FIELDS });
  });

  it('answers every text as a string in the language asked for, falling back to Hebrew', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/sites/${editedSiteId}/entry-form`,
      headers: { 'accept-language': 'ru' },
    });
    expect(res.json().formFields[1]).toMatchObject({
      label: 'מקצוע',
      options: [{ value: 'welder', label: 'רתך' }],
      textLang: { label: 'he' },
    });
  });

  it.each([() => 999999, () => closedSiteId, () => 'abc'])(
    'answers 404 SITE_NOT_FOUND for a site workers cannot reach (%#)',
    async (id) => {
      const res = await getForm(id());
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('SITE_NOT_FOUND');
    },
  );
});

describe('PUT /api/sites/{id}/entry-form', () => {
  it('saves the next version, which the next read returns, with an audit row', async () => {
    const res = await putForm(editedSiteId, 'manager', { formFields: FIELDS.slice(0, 1) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      siteId: editedSiteId,
      version: 3,
      formFields: FIELDS.slice(0, 1),
    });
    expect((await getForm(editedSiteId)).json().version).toBe(3);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'site'), eq(auditLog.entityId, String(editedSiteId))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'entry_form.save', details: { version: 3 } });
  });

  it('starts at version 1 and lets the company admin save', async () => {
    const res = await putForm(siteId, 'admin', { formFields: FIELDS });
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toBe(1);
  });

  it('gives two editors saving at once consecutive versions', async () => {
    const before = await versionsOf(siteId);
    const results = await Promise.all([
      putForm(siteId, 'manager', { formFields: FIELDS }),
      putForm(siteId, 'admin', { formFields: FIELDS }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const top = before.at(-1) ?? 0;
    expect(results.map((r) => r.json().version).sort()).toEqual([top + 1, top + 2]);
  });

  it.each([
    ['an anonymous caller', null, 401, 'UNAUTHENTICATED'],
    ['a safety manager', 'safety', 403, 'FORBIDDEN'],
    ["another company's manager", 'stranger', 404, 'SITE_NOT_FOUND'],
  ])('refuses %s and saves nothing', async (_, who, status, code) => {
    const before = await versionsOf(siteId);
    const res = await putForm(siteId, who, { formFields: FIELDS });
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
    expect(await versionsOf(siteId)).toEqual(before);
  });

  it.each([
    ['two fields with one id', [FIELDS[0], FIELDS[0]]],
    [
      'an option without a value',
      [{ ...FIELDS[1], options: [{ value: ' ', label: { he: 'x' } }] }],
    ],
    ['an unknown field type', [{ ...FIELDS[0], type: 'hologram' }]],
    ['a field id with spaces', [{ ...FIELDS[0], id: 'full name' }]],
  ])('refuses a form with %s', async (_, formFields) => {
    const before = await versionsOf(siteId);
    const res = await putForm(siteId, 'manager', { formFields });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(await versionsOf(siteId)).toEqual(before);
  });

  it.each([
    [
      'a translation longer than the limit',
      { he: 'שם', ru: 'я'.repeat(201) },
      'formFields.0.label.ru',
      'Текст слишком длинный',
    ],
    [
      'a language the product does not support',
      { he: 'שם', fr: 'Nom' },
      'formFields.0.label',
      'Текст написан на языке, который система не поддерживает',
    ],
    [
      'markup in a label',
      { he: 'שם', en: '<script>alert(1)</script>' },
      'formFields.0.label.en',
      'Теги и код в тексте не допускаются',
    ],
  ])("refuses %s in the editor's language and saves nothing", async (_, label, path, text) => {
    const before = await versionsOf(siteId);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/sites/${siteId}/entry-form`,
      headers: { cookie: cookies.manager!, 'accept-language': 'ru' },
      payload: { formFields: [{ ...FIELDS[0], label }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().details[path]).toBe(text);
    expect(await versionsOf(siteId)).toEqual(before);
  });

  it('keeps every language written, trimmed, and gives the worker all of them', async () => {
    const field = {
      id: 'trade',
      type: 'select',
      label: { he: 'מקצוע', ru: ' Профессия ', en: '' },
      helpText: { he: 'בחרו אחד', ru: 'Выберите одно' },
      required: true,
      options: [{ value: 'welder', label: { he: 'רתך', ru: 'Сварщик' } }],
    };
    const res = await putForm(siteId, 'manager', { formFields: [field] });
    expect(res.statusCode).toBe(200);
    const saved = {
      ...field,
      label: { he: 'מקצוע', ru: 'Профессия' },
    };
    expect(res.json().formFields).toEqual([saved]);
    expect((await getForm(siteId)).json().formFields).toEqual([saved]);
  });

  it('takes plain string texts as the Hebrew text of each', async () => {
    const field = {
      id: 'trade',
      type: 'select',
      label: 'מקצוע',
      placeholder: 'בחרו',
      helpText: 'המקצוע שלכם באתר',
      required: true,
      options: [{ value: 'welder', label: 'רתך' }],
    };
    const res = await putForm(siteId, 'manager', { formFields: [field] });
    expect(res.statusCode).toBe(200);
    const saved = {
      ...field,
      label: { he: 'מקצוע' },
      placeholder: { he: 'בחרו' },
      helpText: { he: 'המקצוע שלכם באתר' },
      options: [{ value: 'welder', label: { he: 'רתך' } }],
    };
    expect(res.json().formFields).toEqual([saved]);
    expect((await getForm(siteId)).json().formFields).toEqual([saved]);
  });

  it('names the plain string that breaks a rule by its path in the form', async () => {
    const res = await putForm(siteId, 'manager', {
      formFields: [{ ...FIELDS[0], label: 'ש'.repeat(201) }],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details)).toEqual(['formFields.0.label.he']);
  });
});
