import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, createUser, loginAs, TEST_PASSWORD } from '../../../test/factories';

let t: TestApp;
const NEW_PASSWORD = 'brand-new-pass-7';

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  await createUser(t.db, { role: 'manager', username: 'ruth', companyId: company.id });
  await createUser(t.db, { role: 'manager', username: 'sara', companyId: company.id });
});
afterAll(() => t.close());

function changePassword(
  cookie: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    headers: { cookie, ...headers },
    payload,
  });
}

function login(username: string, password: string, remember = false) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password, remember },
  });
}

const isSignedIn = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode ===
  200;

describe('POST /api/auth/change-password', () => {
  it('refuses a wrong current password with a clear message and changes nothing', async () => {
    const cookie = await loginAs(t, 'sara');
    const res = await changePassword(cookie, {
      currentPassword: 'not-my-password',
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'WRONG_CURRENT_PASSWORD',
      message: 'הסיסמה הנוכחית שגויה.',
    });
    expect((await login('sara', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a new password shorter than 8 characters', async () => {
    const cookie = await loginAs(t, 'sara');
    const res = await changePassword(
      cookie,
      { currentPassword: TEST_PASSWORD, newPassword: 'short' },
      { 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { newPassword: 'The password must be at least 8 characters long' },
    });
    expect((await login('sara', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('changes the password and ends every other session and remembered browser', async () => {
    const current = await loginAs(t, 'ruth');
    const other = await loginAs(t, 'ruth');
    const remembered = await login('ruth', TEST_PASSWORD, true);
    const otherToken = remembered.cookies.find((c) => c.name === 'remember_me')!.value;

    const res = await changePassword(current, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    expect(await isSignedIn(current)).toBe(true);
    expect(await isSignedIn(other)).toBe(false);
    const autoLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/auto-login',
      payload: { username: 'ruth' },
      cookies: { remember_me: otherToken },
    });
    expect(autoLogin.statusCode).toBe(401);
    expect((await login('ruth', TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login('ruth', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps the remembered browser that made the change', async () => {
    const remembered = await login('sara', TEST_PASSWORD, true);
    const sid = remembered.cookies.find((c) => c.name === 'sid')!.value;
    const token = remembered.cookies.find((c) => c.name === 'remember_me')!.value;

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      cookies: { sid, remember_me: token },
      payload: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const autoLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/auto-login',
      payload: { username: 'sara' },
      cookies: { remember_me: token },
    });
    expect(autoLogin.statusCode).toBe(200);
  });

  it('is for signed-in users only, and refuses a foreign Origin', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(anonymous.statusCode).toBe(401);

    const cookie = await loginAs(t, 'ruth', NEW_PASSWORD);
    const foreign = await changePassword(
      cookie,
      { currentPassword: NEW_PASSWORD, newPassword: 'another-pass-8' },
      { origin: 'https://evil.example' },
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('ORIGIN_FORBIDDEN');
  });
});
