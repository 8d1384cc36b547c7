import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalizedFormField } from '@shared/schemas/form.schemas';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, createSite, signInStaff } from '../../../test/factories';
import { DEFAULT_FORM_FIELDS } from './default-form';

let t: TestApp;
let siteId: number;
let otherSiteId: number;
let cookie: Record<string, string>;

const v1: LocalizedFormField[] = [
  { id: 'firstName', type: 'text', label: { he: 'שם' }, required: true },
];
const v2: LocalizedFormField[] = [
  ...v1,
  {
    id: 'shift',
    type: 'select',
    label: { he: 'משמרת' },
    required: true,
    options: [{ value: 'day', label: { he: 'יום' } }],
  },
];

beforeAll(async () => {
  t = await buildTestApp();
  const companyId = (await createCompany(t.db)).id;
  siteId = (await createSite(t.db, companyId)).id;
  otherSiteId = (await createSite(t.db, (await createCompany(t.db)).id)).id;
  cookie = await signInStaff(t, {
    manager: { role: 'manager', companyId, siteIds: [siteId] },
    safety: { role: 'safety_manager', companyId, siteIds: [siteId] },
  });
  for (const formFields of [v1, v2]) {
    await t.app.inject({
      method: 'PUT',
      url: `/api/sites/${siteId}/entry-form`,
      payload: { formFields },
      headers: { cookie: cookie.manager },
    });
  }
});
afterAll(() => t.close());

const get = (url: string, as = 'manager') =>
  t.app.inject({ url, headers: { cookie: cookie[as]! } });

describe('GET /api/sites/{id}/entry-form/versions', () => {
  it('lists saved versions newest first, who saved them, and the built-in form last', async () => {
    const res = await get(`/api/sites/${siteId}/entry-form/versions`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.currentVersion).toBe(2);
    expect(body.versions.map((v: { version: number }) => v.version)).toEqual([2, 1, 0]);
    expect(body.versions[0]).toMatchObject({ fieldCount: 2, createdByName: 'Test manager' });
    expect(body.versions[2]).toMatchObject({
      fieldCount: DEFAULT_FORM_FIELDS.length,
      createdAt: null,
    });
  });

  it("answers 404 for another company's site and 403 for a safety manager", async () => {
    expect((await get(`/api/sites/${otherSiteId}/entry-form/versions`)).statusCode).toBe(404);
    expect((await get(`/api/sites/${siteId}/entry-form/versions`, 'safety')).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: `/api/sites/${siteId}/entry-form/versions` })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/sites/{id}/entry-form/versions/{version}', () => {
  it('returns an old version, which restored by saving becomes the newest', async () => {
    const old = await get(`/api/sites/${siteId}/entry-form/versions/1`);
    expect(old.json()).toEqual({ version: 1, formFields: v1 });
    const restored = await t.app.inject({
      method: 'PUT',
      url: `/api/sites/${siteId}/entry-form`,
      payload: { formFields: old.json().formFields },
      headers: { cookie: cookie.manager! },
    });
    expect(restored.json().version).toBe(3);
    const worker = await t.app.inject({ url: `/api/sites/${siteId}/entry-form?texts=all` });
    expect(worker.json()).toMatchObject({ version: 3, formFields: v1 });
  });

  it('returns the built-in form as version 0 and 404 for a version never saved', async () => {
    expect((await get(`/api/sites/${siteId}/entry-form/versions/0`)).json().formFields).toEqual(
      DEFAULT_FORM_FIELDS,
    );
    const missing = await get(`/api/sites/${siteId}/entry-form/versions/99`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('FORM_VERSION_UNKNOWN');
    expect((await get(`/api/sites/${otherSiteId}/entry-form/versions/0`)).statusCode).toBe(404);
  });
});
