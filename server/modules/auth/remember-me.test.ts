import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMEMBER_ME_MS } from '@shared/constants';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, createSite, createUser, TEST_PASSWORD } from '../../../test/factories';
import { rememberTokens, users } from '../../db/schema';
import { sha256 } from '../../lib/crypto';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  const site = await createSite(t.db, company.id, { code: 'TOWER1', name: 'מגדל' });
  await createUser(t.db, {
    role: 'manager',
    username: 'Dana',
    companyId: company.id,
    siteIds: [site.id],
  });
  await createUser(t.db, { role: 'manager', username: 'eli', companyId: company.id });
  await createUser(t.db, { role: 'safety_manager', username: 'leaving', companyId: company.id });
});
afterAll(() => t.close());

async function login(username: string, remember?: boolean, cookies: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: TEST_PASSWORD, remember },
    cookies,
  });
  expect(res.statusCode).toBe(200);
  return res;
}

const cookieOf = (res: { cookies: { name: string; value: string }[] }, name: string) =>
  res.cookies.find((c) => c.name === name);

/** Logs in with "remember me" and returns the remember-me cookie's value. */
async function rememberedToken(username: string) {
  const res = await login(username, true);
  return cookieOf(res, 'remember_me')!.value;
}

function autoLogin(username: string, token?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/auto-login',
    payload: { username },
    cookies: token ? { remember_me: token } : {},
  });
}

describe('POST /api/auth/login with remember', () => {
  it('sets a long-lived httpOnly remember-me cookie whose token is stored only hashed', async () => {
    const res = await login('dana', true);
    const cookie = cookieOf(res, 'remember_me');
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api',
      maxAge: REMEMBER_ME_MS / 1000,
    });
    const rows = await t.db
      .select()
      .from(rememberTokens)
      .where(eq(rememberTokens.tokenHash, sha256(cookie!.value)));
    expect(rows).toHaveLength(1);
    const stored = await t.db.select({ hash: rememberTokens.tokenHash }).from(rememberTokens);
    expect(stored.map((r) => r.hash)).not.toContain(cookie!.value);
  });

  it('sets no remember-me cookie without remember', async () => {
    const res = await login('dana');
    expect(cookieOf(res, 'remember_me')).toBeUndefined();
  });

  it('forgets the browser when the user signs in again without remember', async () => {
    const token = await rememberedToken('dana');
    const res = await login('dana', false, { remember_me: token });
    expect(cookieOf(res, 'remember_me')?.value).toBe('');
    expect((await autoLogin('dana', token)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/auto-login', () => {
  it('signs in the owner of the cookie, whatever the case of the username', async () => {
    const token = await rememberedToken('dana');
    const res = await autoLogin('DANA', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      username: 'Dana',
      role: 'manager',
      siteName: 'מגדל',
      siteCode: 'TOWER1',
    });
    const sid = cookieOf(res, 'sid')!.value;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: `sid=${sid}` },
    });
    expect(me.json()).toMatchObject({ username: 'Dana' });
  });

  it('replaces the token on each use, so a used token never works again', async () => {
    const first = await rememberedToken('dana');
    const used = await autoLogin('dana', first);
    const second = cookieOf(used, 'remember_me')!.value;
    expect(second).not.toBe(first);

    expect((await autoLogin('dana', first)).statusCode).toBe(401);
    expect((await autoLogin('dana', second)).statusCode).toBe(200);
  });

  it('never logs anybody in with a username alone', async () => {
    const res = await autoLogin('dana');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
    expect(cookieOf(res, 'sid')).toBeUndefined();
  });

  it("refuses another user's cookie and clears it", async () => {
    const token = await rememberedToken('eli');
    const res = await autoLogin('dana', token);
    expect(res.statusCode).toBe(401);
    expect(cookieOf(res, 'sid')).toBeUndefined();
    expect(cookieOf(res, 'remember_me')?.value).toBe('');
  });

  it('refuses an unknown token and an expired one', async () => {
    expect((await autoLogin('dana', 'made-up-token')).statusCode).toBe(401);

    const token = await rememberedToken('dana');
    await t.db
      .update(rememberTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(rememberTokens.tokenHash, sha256(token)));
    expect((await autoLogin('dana', token)).statusCode).toBe(401);
  });

  it('refuses a user who has been deactivated since', async () => {
    const token = await rememberedToken('leaving');
    await t.db.update(users).set({ isActive: false }).where(eq(users.username, 'leaving'));
    expect((await autoLogin('leaving', token)).statusCode).toBe(401);
  });
});

describe('logout and the remember-me cookie', () => {
  it('forgets the remembered browser and clears both cookies', async () => {
    const res = await login('dana', true);
    const sid = cookieOf(res, 'sid')!.value;
    const token = cookieOf(res, 'remember_me')!.value;

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      cookies: { sid, remember_me: token },
    });
    expect(out.statusCode).toBe(200);
    expect(cookieOf(out, 'sid')?.value).toBe('');
    expect(cookieOf(out, 'remember_me')?.value).toBe('');
    expect((await autoLogin('dana', token)).statusCode).toBe(401);
  });
});
