import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, createUser, loginAs, TEST_PASSWORD } from '../../../test/factories';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ mainAccountUsernames: ['Owner-Main', 'second-main'] });
  const company = await createCompany(t.db, { name: 'אלפא' });
  for (const username of ['owner-main', 'second-main', 'plain-admin']) {
    await createUser(t.db, { role: 'company_admin', username, companyId: company.id });
  }
});
afterAll(() => t.close());

const statusWith = async (cookie: string) =>
  (await t.app.inject({ url: '/api/auth/status', headers: { cookie } })).json();
const status = async (username: string) => statusWith(await loginAs(t, username));

describe('the main-account flag of the session', () => {
  it('tells the client a main account whatever his role, and keeps the first one signed in', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'owner-main', password: TEST_PASSWORD },
    });
    expect(login.json().user).toMatchObject({ role: 'company_admin', isMainAccount: true });
    const sid = login.cookies.find((c) => c.name === 'sid')!.value;
    expect(await statusWith(`sid=${sid}`)).toMatchObject({
      user: { isMainAccount: true },
      persistedForAdmin: true,
    });
    expect(await status('second-main')).toMatchObject({
      user: { isMainAccount: true },
      persistedForAdmin: false,
    });
  });

  it('says no for every other account', async () => {
    expect(await status('plain-admin')).toMatchObject({
      user: { isMainAccount: false },
      persistedForAdmin: false,
    });
  });
});

describe('the main accounts run the platform, whatever their role', () => {
  it.each([
    '/api/admin/companies',
    '/api/admin/system',
    '/api/admin/system/history',
    '/api/admin/billing/companies',
    '/api/admin/sales-agents',
    '/api/site-content/posts',
  ])('a main account opens %s; a plain company admin is refused', async (url) => {
    const main = await t.app.inject({ url, headers: { cookie: await loginAs(t, 'second-main') } });
    expect(main.statusCode, main.body).toBe(200);
    const plain = await t.app.inject({ url, headers: { cookie: await loginAs(t, 'plain-admin') } });
    expect(plain.statusCode).toBe(403);
  });
});
