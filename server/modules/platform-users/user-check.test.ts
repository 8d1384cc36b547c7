import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import heValidation from '@shared/i18n/locales/he/validation.json';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, createUser, loginAs } from '../../../test/factories';

let t: TestApp;
const cookie: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp({ mainAccountUsernames: ['c-main'] });
  const company = await createCompany(t.db, { name: 'אלפא' });
  await createUser(t.db, { role: 'super_admin', username: 'c-super' });
  await createUser(t.db, { role: 'company_admin', username: 'c-main', companyId: company.id });
  await createUser(t.db, { role: 'admin', username: 'c-admin', companyId: company.id });
  await createUser(t.db, {
    role: 'manager',
    username: 'Dana.Levi',
    companyId: company.id,
    isActive: false,
  });
  for (const name of ['c-super', 'c-main', 'c-admin']) cookie[name] = await loginAs(t, name);
});
afterAll(() => t.close());

const check = (as: string, username: string) =>
  t.app.inject({
    url: `/api/admin/users/check?username=${encodeURIComponent(username)}`,
    headers: { cookie: cookie[as]! },
  });

describe('GET /api/admin/users/check', () => {
  it('finds an account whatever the case, says it is inactive and whose it is', async () => {
    const res = await check('c-super', ' dana.levi ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      username: 'Dana.Levi',
      exists: true,
      isActive: false,
      role: 'manager',
      companyName: 'אלפא',
    });
  });

  it('says plainly that nobody has a username', async () => {
    const res = await check('c-main', 'nobody-here');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      username: 'nobody-here',
      exists: false,
      isActive: false,
      role: null,
      companyName: null,
    });
  });

  it('refuses an empty username with a message in the caller’s language', async () => {
    const res = await check('c-super', '  ');
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(heValidation.valueRequired);
  });

  it('is for the platform’s people only', async () => {
    expect((await check('c-admin', 'c-super')).statusCode).toBe(403);
  });
});
