import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, createUser, loginAs } from '../../../test/factories';

let t: TestApp;
let companyId: number;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  companyId = (await createCompany(t.db)).id;
  admin = await loginAs(t, (await createUser(t.db, { role: 'company_admin', companyId })).username);
});
afterAll(() => t.close());

describe('an equipment label in other languages', () => {
  it('is kept beside the Hebrew one and reaches the worker form per language', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/equipment',
      headers: { cookie: admin },
      payload: {
        kind: 'scaffold',
        number: 'R-1',
        label: 'פיגום מזרחי',
        labelTranslations: { ru: 'Восточные леса', en: '' },
        siteId: null,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const form = await t.app.inject({
      method: 'GET',
      url: `/api/companies/${companyId}/equipment`,
    });
    expect(form.json().scaffolds[0].labels).toEqual({ he: 'פיגום מזרחי', ru: 'Восточные леса' });

    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/equipment/${created.json().id}`,
      headers: { cookie: admin },
      payload: { labelTranslations: { ru: 'Восточные леса, корпус Б' } },
    });
    expect(edited.json().labelTranslations).toEqual({ ru: 'Восточные леса, корпус Б' });
  });

  it('refuses a language the product does not speak, in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/equipment',
      headers: { cookie: admin, 'accept-language': 'en' },
      payload: {
        kind: 'scaffold',
        number: 'R-2',
        label: 'פיגום',
        labelTranslations: { fr: 'Échafaudage' },
        siteId: null,
      },
    });
    expect(res.statusCode).toBe(400);
  });
});
