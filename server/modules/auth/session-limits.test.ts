import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTO_LOGOUT_MS } from '@shared/constants';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, createUser, TEST_PASSWORD } from '../../../test/factories';
import { resolveSession } from './auth.service';

let t: TestApp;
let tls: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  tls = await buildTestApp({ publicUrl: 'https://entry.example' });
  for (const app of [t, tls]) {
    const company = await createCompany(app.db);
    await createUser(app.db, { role: 'manager', username: 'hana', companyId: company.id });
  }
});
afterAll(async () => {
  await t.close();
  await tls.close();
});

async function signIn(app: TestApp) {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'hana', password: TEST_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.cookies.find((c) => c.name === 'sid')!;
}

describe('session limits', () => {
  it('ends a session 2 hours after sign-in even when it was used all along', async () => {
    const { value: token } = await signIn(t);
    const signedInAt = Date.now();
    const minute = 60_000;
    for (const at of [30, 60, 90, 119]) {
      expect(await resolveSession(t.db, token, new Date(signedInAt + at * minute))).not.toBeNull();
    }
    expect(await resolveSession(t.db, token, new Date(signedInAt + AUTO_LOGOUT_MS + minute))).toBe(
      null,
    );
  });

  it('marks the cookie Secure when the public address is https, even over plain http', async () => {
    expect((await signIn(tls)).secure).toBe(true);
    expect((await signIn(t)).secure).toBeFalsy();
  });
});
