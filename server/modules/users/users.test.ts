import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  createCompany,
  createSite,
  createUser,
  loginAs,
  signInStaff,
} from '../../../test/factories';

let t: TestApp;
let companyId: number;
let otherCompanyId: number;
let siteA: number;
let siteB: number;
let otherSite: number;
let sharedManagerId: number;
let otherUserId: number;
let cookie: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  companyId = (await createCompany(t.db)).id;
  otherCompanyId = (await createCompany(t.db)).id;
  siteA = (await createSite(t.db, companyId)).id;
  siteB = (await createSite(t.db, companyId)).id;
  otherSite = (await createSite(t.db, otherCompanyId)).id;
  cookie = await signInStaff(t, {
    admin: { role: 'admin', username: 'u-admin', companyId },
    manager: { role: 'manager', username: 'u-manager', companyId, siteIds: [siteA] },
    safety: { role: 'safety_manager', username: 'u-safety', companyId, siteIds: [siteA] },
    super: { role: 'super_admin', username: 'u-super' },
  });
  // Works on site A and site B: more than u-manager reaches, so he may not touch him.
  sharedManagerId = (
    await createUser(t.db, {
      role: 'manager',
      username: 'u-shared',
      companyId,
      siteIds: [siteA, siteB],
    })
  ).id;
  otherUserId = (
    await createUser(t.db, {
      role: 'manager',
      username: 'u-other',
      companyId: otherCompanyId,
      siteIds: [otherSite],
    })
  ).id;
  cookie.other = await loginAs(t, 'u-other');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  as: string,
  payload?: object,
  headers = {},
) => t.app.inject({ method, url, payload, headers: { cookie: cookie[as]!, ...headers } });

const newUser = (overrides: object = {}) => ({
  username: `worker-${Math.random().toString(36).slice(2, 8)}`,
  password: 'a-strong-pass',
  role: 'safety_manager',
  firstName: 'דנה',
  lastName: 'לוי',
  siteIds: [siteA],
  ...overrides,
});

describe('GET /api/users', () => {
  it("lists an admin's whole company with every company role to give", async () => {
    const res = await call('GET', '/api/users', 'admin');
    expect(res.statusCode).toBe(200);
    const names = res.json().users.map((u: { username: string }) => u.username);
    expect(names).toEqual(expect.arrayContaining(['u-admin', 'u-manager', 'u-safety', 'u-shared']));
    expect(names).not.toContain('u-other');
    expect(names).not.toContain('u-super');
    expect(res.json().assignableRoles).toEqual([
      'admin',
      'company_admin',
      'manager',
      'safety_manager',
    ]);
    expect(res.json().users[0]).not.toHaveProperty('passwordHash');
  });

  it('lists a manager only the site accounts all of whose sites are his', async () => {
    const res = await call('GET', '/api/users', 'manager');
    const names = res.json().users.map((u: { username: string }) => u.username);
    expect(names.sort()).toEqual(['u-manager', 'u-safety']);
    expect(res.json().assignableRoles).toEqual(['manager', 'safety_manager']);
  });

  it('is refused to a safety manager and to anonymous callers', async () => {
    expect((await call('GET', '/api/users', 'safety')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/users' })).statusCode).toBe(401);
  });
});

describe('POST /api/users', () => {
  it('creates an account that can log in, with its sites and an audit row', async () => {
    const body = newUser({ username: 'New.Guard' });
    const res = await call('POST', '/api/users', 'manager', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      username: 'New.Guard',
      role: 'safety_manager',
      companyId,
      siteIds: [siteA],
      isActive: true,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'new.guard', password: 'a-strong-pass' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.siteIds).toEqual([siteA]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(res.json().id)));
    expect(audit[0]).toMatchObject({ action: 'user.create', actorUserId: expect.any(Number) });
  });

  it('refuses a username taken in another letter case with 409 and a clear message', async () => {
    const res = await call('POST', '/api/users', 'admin', newUser({ username: 'U-MANAGER' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('USERNAME_TAKEN');
    expect(res.json().message).toContain('שם המשתמש כבר תפוס');
  });

  it('does not let a manager give an admin role or a site that is not his', async () => {
    const admin = await call(
      'POST',
      '/api/users',
      'manager',
      newUser({ role: 'admin', siteIds: [] }),
    );
    expect(admin.statusCode).toBe(403);
    expect(admin.json().code).toBe('ROLE_NOT_ALLOWED');
    const site = await call('POST', '/api/users', 'manager', newUser({ siteIds: [siteB] }));
    expect(site.statusCode).toBe(403);
  });

  it("does not let an admin give another company's site or the super admin role", async () => {
    expect(
      (await call('POST', '/api/users', 'admin', newUser({ siteIds: [otherSite] }))).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/users', 'admin', newUser({ role: 'super_admin' }))).statusCode,
    ).toBe(403);
  });

  it('asks for a site for a site role, and checks username and password', async () => {
    const before = (await t.db.select().from(users)).length;
    const noSite = await call('POST', '/api/users', 'admin', newUser({ siteIds: [] }));
    expect(noSite.statusCode).toBe(400);
    expect(noSite.json().details.siteIds).toBe('יש לבחור לפחות אתר אחד');
    const bad = await call(
      'POST',
      '/api/users',
      'admin',
      newUser({ username: 'a b', password: 'short' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details).sort()).toEqual(['password', 'username']);
    expect((await t.db.select().from(users)).length).toBe(before);
  });

  it('gives an admin account no site list (it reaches the whole company)', async () => {
    const res = await call(
      'POST',
      '/api/users',
      'admin',
      newUser({ role: 'company_admin', siteIds: [siteA] }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ role: 'company_admin', siteIds: [] });
  });

  it('lets the super admin create a user of a company he names, and requires it', async () => {
    const missing = await call(
      'POST',
      '/api/users',
      'super',
      newUser({ role: 'admin', siteIds: [] }),
    );
    expect(missing.json().code).toBe('COMPANY_REQUIRED');
    const res = await call(
      'POST',
      '/api/users',
      'super',
      newUser({ role: 'admin', companyId: otherCompanyId }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().companyId).toBe(otherCompanyId);
  });

  it('is refused from a foreign Origin', async () => {
    const res = await call('POST', '/api/users', 'admin', newUser(), {
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('PATCH /api/users/{id}', () => {
  it('edits names and sites and deactivates, which signs the user out', async () => {
    const created = (await call('POST', '/api/users', 'admin', newUser())).json();
    const userCookie = await loginAs(t, created.username, 'a-strong-pass');
    const res = await call('PATCH', `/api/users/${created.id}`, 'admin', {
      firstName: 'רונית',
      siteIds: [siteA, siteB],
      isActive: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'רונית',
      siteIds: [siteA, siteB],
      isActive: false,
    });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, created.id))).toHaveLength(
      0,
    );
    const status = await t.app.inject({ url: '/api/auth/status', headers: { cookie: userCookie } });
    expect(status.json().authenticated).toBe(false);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(created.id)));
    expect(audit.find((a) => a.action === 'user.update')).toMatchObject({
      fromStatus: 'active',
      toStatus: 'inactive',
    });
  });

  it('refuses a rename onto a taken username', async () => {
    const created = (await call('POST', '/api/users', 'admin', newUser())).json();
    const res = await call('PATCH', `/api/users/${created.id}`, 'admin', { username: 'u-Admin' });
    expect(res.statusCode).toBe(409);
  });

  it("answers 404 for an account outside the actor's reach", async () => {
    expect(
      (await call('PATCH', `/api/users/${otherUserId}`, 'admin', { firstName: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', `/api/users/${sharedManagerId}`, 'manager', { firstName: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('does not let anybody change his own role or deactivate himself', async () => {
    const me = (await call('GET', '/api/users', 'manager'))
      .json()
      .users.find((u: { username: string }) => u.username === 'u-manager');
    const role = await call('PATCH', `/api/users/${me.id}`, 'manager', { role: 'safety_manager' });
    expect(role.statusCode).toBe(403);
    expect(role.json().code).toBe('SELF_CHANGE_FORBIDDEN');
    const off = await call('PATCH', `/api/users/${me.id}`, 'manager', { isActive: false });
    expect(off.json().code).toBe('SELF_CHANGE_FORBIDDEN');
  });
});

describe('POST /api/users/{id}/password', () => {
  it('sets a new password that works, and the old one no longer does', async () => {
    const created = (await call('POST', '/api/users', 'manager', newUser())).json();
    const res = await call('POST', `/api/users/${created.id}/password`, 'manager', {
      password: 'brand-new-pass',
    });
    expect(res.statusCode).toBe(200);
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: created.username, password },
      });
    expect((await login('brand-new-pass')).statusCode).toBe(200);
    expect((await login('a-strong-pass')).statusCode).toBe(401);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(created.id)));
    expect(audit.map((a) => a.action)).toContain('user.password_reset');
  });

  it("refuses a short password, a foreign account and one's own account", async () => {
    const created = (await call('POST', '/api/users', 'admin', newUser())).json();
    expect(
      (await call('POST', `/api/users/${created.id}/password`, 'admin', { password: 'short' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', `/api/users/${otherUserId}/password`, 'admin', {
          password: 'long-enough-1',
        })
      ).statusCode,
    ).toBe(404);
    const me = (await call('GET', '/api/users', 'admin'))
      .json()
      .users.find((u: { username: string }) => u.username === 'u-admin');
    expect(
      (await call('POST', `/api/users/${me.id}/password`, 'admin', { password: 'long-enough-1' }))
        .statusCode,
    ).toBe(403);
  });
});
