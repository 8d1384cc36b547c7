import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, createSite, createUser, loginAs } from '../../../test/factories';

let t: TestApp;
const cookie: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp({ mainAccountUsernames: ['u-main'] });
  const a = await createCompany(t.db, { name: 'אלפא' });
  const b = await createCompany(t.db, { name: 'בטא' });
  const site = await createSite(t.db, b.id);
  await createUser(t.db, { role: 'super_admin', username: 'u-super' });
  await createUser(t.db, { role: 'admin', username: 'u-admin', companyId: a.id });
  await createUser(t.db, { role: 'company_admin', username: 'u-main', companyId: a.id });
  await createUser(t.db, {
    role: 'manager',
    username: 'u-manager',
    companyId: b.id,
    siteIds: [site.id],
  });
  await createUser(t.db, { role: 'sales_agent', username: 'u-agent' });
  for (const name of ['super', 'admin', 'main', 'agent'])
    cookie[name] = await loginAs(t, `u-${name}`);
});
afterAll(() => t.close());

const get = (as: string, url: string) => t.app.inject({ url, headers: { cookie: cookie[as]! } });

describe('GET /api/admin/users', () => {
  it("lists every company's users with company, sites and last sign-in", async () => {
    const res = await get('super', '/api/admin/users');
    expect(res.statusCode).toBe(200);
    const byName = new Map(res.json().users.map((u: { username: string }) => [u.username, u]));
    expect(byName.get('u-manager')).toMatchObject({ companyName: 'בטא', role: 'manager' });
    expect((byName.get('u-manager') as { siteIds: number[] }).siteIds).toHaveLength(1);
    expect((byName.get('u-admin') as { lastLoginAt: string | null }).lastLoginAt).not.toBeNull();
    expect(byName.get('u-agent')).toMatchObject({ companyId: null, role: 'sales_agent' });
  });

  it('filters by role, refuses an unknown role, and exports CSV with Hebrew intact', async () => {
    const managers = await get('main', '/api/admin/users?role=manager');
    expect(managers.json().users.map((u: { username: string }) => u.username)).toEqual([
      'u-manager',
    ]);
    const bad = await get('super', '/api/admin/users?role=boss&lang=en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.role).toBe('Unknown role');
    const csv = await get('super', '/api/admin/users/export.csv?lang=he');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    expect(csv.body).toContain('בטא');
    expect(csv.body).toContain('מנהל אתר');
  });

  it("gives a customer company's admin and an agent nothing", async () => {
    for (const as of ['admin', 'agent']) {
      expect((await get(as, '/api/admin/users')).statusCode).toBe(403);
      expect((await get(as, '/api/admin/users/export.csv')).statusCode).toBe(403);
    }
  });
});
