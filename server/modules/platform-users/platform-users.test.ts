import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, createSite, createUser, loginAs } from '../../../test/factories';
import { auditLog } from '../../db/schema';

let t: TestApp;
const cookie: Record<string, string> = {};
let betaId: number;
let betaSites: number[];
let mainId: number;

beforeAll(async () => {
  t = await buildTestApp({ mainAccountUsernames: ['u-main'] });
  const a = await createCompany(t.db, { name: 'אלפא' });
  const b = await createCompany(t.db, { name: 'בטא' });
  const site = await createSite(t.db, b.id);
  const second = await createSite(t.db, b.id);
  betaId = b.id;
  betaSites = [site.id, second.id];
  await createUser(t.db, { role: 'super_admin', username: 'u-super' });
  await createUser(t.db, { role: 'admin', username: 'u-admin', companyId: a.id });
  mainId = (await createUser(t.db, { role: 'company_admin', username: 'u-main', companyId: a.id }))
    .id;
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

describe("changes to any company's users by the platform", () => {
  const send = (as: string, method: 'POST' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: cookie[as]! } });
  const auditOf = (entityId: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(entityId))));

  it("opens, moves, deactivates and resets another company's user, audited there with the main account", async () => {
    const options = await get('main', '/api/admin/users/companies');
    expect(options.statusCode).toBe(200);
    const beta = options.json().companies.find((c: { name: string }) => c.name === 'בטא');
    expect(beta.sites.map((s: { id: number }) => s.id).sort()).toEqual([...betaSites].sort());
    expect(options.json().assignableRoles).not.toContain('super_admin');

    const created = await send('main', 'POST', '/api/admin/users', {
      username: 'u-new-safety',
      password: 'long-enough-1',
      role: 'safety_manager',
      companyId: beta.id,
      siteIds: [betaSites[0]],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(created.json()).toMatchObject({ companyId: beta.id, siteIds: [betaSites[0]] });

    const moved = await send('main', 'PATCH', `/api/admin/users/${id}`, {
      siteIds: [betaSites[1]],
    });
    expect(moved.json().siteIds).toEqual([betaSites[1]]);
    const off = await send('main', 'PATCH', `/api/admin/users/${id}`, { isActive: false });
    expect(off.json().isActive).toBe(false);
    const reset = await send('main', 'POST', `/api/admin/users/${id}/password`, {
      password: 'another-long-1',
    });
    expect(reset.statusCode).toBe(200);

    const rows = await auditOf(id);
    expect(rows.map((r) => r.action).sort()).toEqual([
      'user.create',
      'user.password_reset',
      'user.update',
      'user.update',
    ]);
    expect(rows.every((r) => r.companyId === beta.id && r.actorUserId === mainId)).toBe(true);
  });

  it('keeps the super admin role and accounts to the super admin, and refuses bad input unwritten', async () => {
    const superId = (await get('super', '/api/admin/users?role=super_admin')).json().users[0].id;
    expect(
      (await send('main', 'PATCH', `/api/admin/users/${superId}`, { firstName: 'x' })).statusCode,
    ).toBe(404);
    const promote = await send('main', 'POST', '/api/admin/users', {
      username: 'u-would-be-super',
      password: 'long-enough-1',
      role: 'super_admin',
    });
    expect(promote.json().code).toBe('ROLE_NOT_ALLOWED');
    const noCompany = await send('super', 'POST', '/api/admin/users', {
      username: 'u-nowhere',
      password: 'long-enough-1',
      role: 'admin',
      companyId: 999_999,
    });
    expect(noCompany.statusCode).toBe(404);
    const noSites = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { cookie: cookie.super!, 'accept-language': 'en' },
      payload: {
        username: 'u-siteless',
        password: 'long-enough-1',
        role: 'manager',
        companyId: betaId,
      },
    });
    expect(noSites.statusCode).toBe(400);
    expect(noSites.json().details.siteIds).toBe('Choose at least one site');
    const names = (await get('super', '/api/admin/users'))
      .json()
      .users.map((u: { username: string }) => u.username);
    expect(names).not.toEqual(expect.arrayContaining(['u-would-be-super']));
    expect(names).not.toContain('u-nowhere');
    expect(names).not.toContain('u-siteless');
  });

  it("gives a customer company's admin none of these calls", async () => {
    expect((await get('admin', '/api/admin/users/companies')).statusCode).toBe(403);
    const create = await send('admin', 'POST', '/api/admin/users', {
      username: 'u-by-admin',
      password: 'long-enough-1',
      role: 'manager',
    });
    expect(create.statusCode).toBe(403);
  });
});
