import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, createSite, createUser, loginAs } from '../../../test/factories';
import { entryForms } from '../../db/schema';

let t: TestApp;
let siteId: number;
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  siteId = (await createSite(t.db, company.id)).id;
  await createUser(t.db, {
    username: 'links-manager',
    role: 'manager',
    companyId: company.id,
    siteIds: [siteId],
  });
  cookie = await loginAs(t, 'links-manager');
});
afterAll(() => t.close());

const document = (documentUrl: string) => ({
  id: 'rules',
  type: 'safety_document',
  label: { he: 'נוהל בטיחות' },
  required: true,
  documentUrl,
});
const video = (videoUrl: string) => ({
  id: 'intro',
  type: 'video',
  label: { he: 'סרטון הדרכה' },
  required: true,
  videoUrl,
});

const saveForm = (formFields: unknown[], language = 'he') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/sites/${siteId}/entry-form`,
    headers: { cookie, 'accept-language': language },
    payload: { formFields },
  });

const savedVersions = async () =>
  (await t.db.select().from(entryForms).where(eq(entryForms.siteId, siteId))).length;

describe("a form field's document and video address", () => {
  it.each([
    ['a script as the document', [document('javascript:alert(document.cookie)')], 'documentUrl'],
    ['a data address as the document', [document('data:text/html,<b>x</b>')], 'documentUrl'],
    ['a data address as the video', [video('data:video/mp4;base64,AAAA')], 'videoUrl'],
    ['a plain http video', [video('http://videos.example/a.mp4')], 'videoUrl'],
  ])('refuses %s in the editor’s language and saves nothing', async (_, fields, property) => {
    const before = await savedVersions();
    const res = await saveForm(fields, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: {
        [`formFields.0.${property}`]: 'The link must start with https:// or be an uploaded file',
      },
    });
    expect(await savedVersions()).toBe(before);
  });

  it('keeps an https document and an uploaded video', async () => {
    const res = await saveForm([
      document('https://docs.example/rules.pdf'),
      video('/api/media/AbCdEf123'),
    ]);
    expect(res.statusCode).toBe(200);
    const form = (await t.app.inject({ url: `/api/sites/${siteId}/entry-form` })).json();
    expect(form.formFields).toMatchObject([
      { documentUrl: 'https://docs.example/rules.pdf' },
      { videoUrl: '/api/media/AbCdEf123' },
    ]);
  });
});
