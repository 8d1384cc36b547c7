import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, createSite, createUser, loginAs } from '../../../test/factories';

let t: TestApp;
let companyId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db, {
    name: 'אלון בנייה',
    type: 'subcontractor',
    phone: '03-5551234',
  });
  companyId = company.id;
  const other = await createCompany(t.db, { name: 'Other Ltd' });
  const site = await createSite(t.db, company.id);
  await createUser(t.db, {
    role: 'safety_manager',
    username: 'safe',
    companyId,
    siteIds: [site.id],
  });
  await createUser(t.db, { role: 'admin', username: 'other-admin', companyId: other.id });
  await createUser(t.db, { role: 'super_admin', username: 'root' });
});
afterAll(() => t.close());

const profile = (cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/company/profile',
    headers: cookie ? { cookie } : {},
  });

describe('GET /api/company/profile', () => {
  it("answers the user's own company", async () => {
    const res = await profile(await loginAs(t, 'safe'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: companyId,
      name: 'אלון בנייה',
      type: 'subcontractor',
      contactPerson: '',
      phone: '03-5551234',
      email: '',
      address: '',
      logoFileId: null,
      logoUrl: null,
      status: 'active',
    });
  });

  it('answers each user with his own company only', async () => {
    const res = await profile(await loginAs(t, 'other-admin'));
    expect(res.json().name).toBe('Other Ltd');
  });

  it('answers 404 for the super admin, who has no company', async () => {
    const res = await profile(await loginAs(t, 'root'));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('refuses anonymous callers', async () => {
    expect((await profile()).statusCode).toBe(401);
  });
});
