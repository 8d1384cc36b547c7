import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  createCompany,
  createSite,
  createUser,
  loginAs,
  TEST_PASSWORD,
} from '../../../test/factories';

let t: TestApp;
let companyId: number;
let siteId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  companyId = company.id;
  const site = await createSite(t.db, company.id, { name: 'אתר בדיקה', code: 'AUTHSITE' });
  siteId = site.id;
  await createUser(t.db, {
    role: 'manager',
    username: 'Site-Manager',
    companyId,
    siteIds: [siteId],
  });
  await createUser(t.db, { role: 'admin', username: 'boss', companyId });
  await createUser(t.db, { role: 'manager', username: 'gone', companyId, isActive: false });
});
afterAll(() => t.close());

describe('POST /api/auth/login', () => {
  it('returns the user and an httpOnly session cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'site-manager', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user).toMatchObject({
      username: 'Site-Manager',
      role: 'manager',
      companyId,
      siteId,
      siteName: 'אתר בדיקה',
      siteCode: 'AUTHSITE',
      siteIds: [siteId],
    });
    expect(user).not.toHaveProperty('passwordHash');
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('gives an admin every site of his company', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'boss', password: TEST_PASSWORD },
    });
    expect(res.json().user.siteIds).toEqual([siteId]);
  });

  it('answers 401 with a Hebrew message on a wrong password and sets no cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'boss', password: 'wrong-password' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'שם המשתמש או הסיסמה שגויים.',
    });
    expect(res.cookies).toHaveLength(0);
  });

  it('answers in the language the browser asks for', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
      payload: { username: 'nobody', password: 'whatever1' },
    });
    expect(res.json().message).toBe('The username or password is incorrect.');
  });

  it('refuses an inactive account', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'gone', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_INACTIVE');
  });

  it('answers 400 VALIDATION_FAILED for a body without a password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'boss' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { password: expect.any(String) },
    });
  });
});

describe('GET /api/auth/status and /api/auth/user', () => {
  it('reports an anonymous caller as not authenticated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/status' });
    expect(res.json()).toEqual({ authenticated: false, user: null, persistedForAdmin: false });
  });

  it('reports the signed-in user', async () => {
    const cookie = await loginAs(t, 'boss');
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/auth/status',
      headers: { cookie },
    });
    expect(status.json()).toMatchObject({
      authenticated: true,
      user: { username: 'boss' },
      persistedForAdmin: false,
    });
    const user = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({
      fullName: 'Test admin',
      role: 'admin',
      siteName: 'אתר בדיקה',
    });
  });

  it('refuses /api/auth/user without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('POST and GET /api/logout', () => {
  it.each(['POST', 'GET'] as const)('%s ends the session on the server', async (method) => {
    const cookie = await loginAs(t, 'boss');
    const res = await t.app.inject({ method, url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });
});
