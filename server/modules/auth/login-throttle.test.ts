import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig, type TestApp } from '../../../test/build-test-app';
import { createCompany, createUser, TEST_PASSWORD } from '../../../test/factories';
import { buildApp } from '../../app';
import { loginFailures } from '../../db/schema';
import { LOGIN_THROTTLE } from './login-throttle.service';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  for (const username of ['anna', 'ben', 'carl', 'dora', 'emil', 'fay']) {
    await createUser(t.db, { role: 'manager', username, companyId: company.id });
  }
});
afterAll(() => t.close());

// Each test signs in from its own address, so the per-address count of one never leaks into
// another.
function attempt(username: string, password: string, address: string, app: TestApp['app'] = t.app) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: address,
  });
}

async function fail(username: string, address: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    expect((await attempt(username, 'wrong-password', address)).statusCode).toBe(401);
  }
}

describe('throttling of failed sign-ins', () => {
  it('blocks a username after 5 failures, even with the right password and from elsewhere', async () => {
    await fail('anna', '10.0.0.1', LOGIN_THROTTLE.maxPerUsername);

    for (const address of ['10.0.0.1', '10.0.0.2']) {
      const res = await attempt('ANNA', TEST_PASSWORD, address);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        code: 'TOO_MANY_REQUESTS',
        message: 'יותר מדי ניסיונות. נא לנסות שוב בעוד מעט.',
        retryAfterSeconds: expect.any(Number),
      });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(LOGIN_THROTTLE.windowMs / 1000 - 60);
      expect(retryAfter).toBeLessThanOrEqual(LOGIN_THROTTLE.windowMs / 1000);
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('lets the username in again once its failures leave the 15-minute window', async () => {
    await fail('ben', '10.0.1.1', LOGIN_THROTTLE.maxPerUsername);
    expect((await attempt('ben', TEST_PASSWORD, '10.0.1.1')).statusCode).toBe(429);

    await t.db
      .update(loginFailures)
      .set({ failedAt: sql`${loginFailures.failedAt} - interval '16 minutes'` });
    expect((await attempt('ben', TEST_PASSWORD, '10.0.1.1')).statusCode).toBe(200);
  });

  it('forgives the username after a successful sign-in', async () => {
    await fail('carl', '10.0.2.1', LOGIN_THROTTLE.maxPerUsername - 1);
    expect((await attempt('carl', TEST_PASSWORD, '10.0.2.1')).statusCode).toBe(200);
    await fail('carl', '10.0.2.1', LOGIN_THROTTLE.maxPerUsername - 1);
    expect((await attempt('carl', TEST_PASSWORD, '10.0.2.1')).statusCode).toBe(200);
  });

  it('counts unknown usernames too', async () => {
    await fail('no-such-user', '10.0.3.1', LOGIN_THROTTLE.maxPerUsername);
    expect((await attempt('no-such-user', 'whatever-1', '10.0.3.1')).statusCode).toBe(429);
  });

  it('blocks an address after 20 failures over many usernames', { timeout: 60_000 }, async () => {
    const address = '10.0.4.1';
    for (let i = 0; i < LOGIN_THROTTLE.maxPerAddress; i += 1) {
      await fail(`guess-${i % 5}`, address, 1);
    }
    const blocked = await attempt('dora', TEST_PASSWORD, address);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('dora', TEST_PASSWORD, '10.0.4.2')).statusCode).toBe(200);
  });

  it('holds across instances that share the database', async () => {
    const other = await buildApp(testConfig(), { database: t.database, logger: false });
    await other.ready();
    try {
      await fail('emil', '10.0.5.1', LOGIN_THROTTLE.maxPerUsername);
      expect((await attempt('emil', TEST_PASSWORD, '10.0.5.1', other)).statusCode).toBe(429);
      expect((await attempt('fay', TEST_PASSWORD, '10.0.5.1', other)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
