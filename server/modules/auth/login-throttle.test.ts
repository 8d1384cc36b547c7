import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig, type TestApp } from '../../../test/build-test-app';
import { createCompany, createUser, TEST_PASSWORD } from '../../../test/factories';
import { buildApp } from '../../app';
import { loginFailures } from '../../db/schema';
import { delayAfterFailures, LOGIN_THROTTLE } from './login-throttle.service';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  for (const username of ['anna', 'ben', 'carl', 'dora', 'emil', 'fay', 'gil', 'hana', 'ivan']) {
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

// scrypt is slow on purpose: on a loaded machine a dozen sign-ins take several seconds.
describe('throttling of failed sign-ins', { timeout: 60_000 }, () => {
  it('makes a guesser wait after 5 failures, 30 s then twice as long each time', async () => {
    await fail('anna', '10.0.0.1', LOGIN_THROTTLE.freePerUsername);

    const res = await attempt('ANNA', TEST_PASSWORD, '10.0.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'יותר מדי ניסיונות. נא לנסות שוב בעוד מעט.',
      retryAfterSeconds: expect.any(Number),
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(20);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(res.cookies).toHaveLength(0);
    expect([4, 5, 6, 7, 16, 30].map((n) => delayAfterFailures(n, 5))).toEqual([
      0,
      30_000,
      60_000,
      120_000,
      LOGIN_THROTTLE.maxDelayMs,
      LOGIN_THROTTLE.maxDelayMs,
    ]);
  });

  it('does not let a stranger lock the real user out from another address', async () => {
    await fail('ben', '10.0.1.1', LOGIN_THROTTLE.freePerUsername);
    expect((await attempt('ben', 'wrong-password', '10.0.1.1')).statusCode).toBe(429);
    expect((await attempt('ben', TEST_PASSWORD, '10.0.1.1')).statusCode).toBe(429);
    expect((await attempt('ben', TEST_PASSWORD, '10.0.1.2')).statusCode).toBe(200);
  });

  it('lets the real user in after a typo while a stranger guesses from 21 addresses', async () => {
    // The stranger's 35 failures over the last minutes, spread over 21 addresses.
    const rows = Array.from({ length: 35 }, (_, i) => {
      const failedAt = new Date(Date.now() - (35 - i) * 5000);
      const address = `10.0.8.${i % 21}`;
      return [
        { kind: 'username' as const, key: 'hana', failedAt },
        { kind: 'address' as const, key: address, failedAt },
        { kind: 'address_username' as const, key: `${address} hana`, failedAt },
      ];
    });
    await t.db.insert(loginFailures).values(rows.flat());
    // From a clean address: one typo, then the right password.
    expect((await attempt('hana', 'wrong-pasword', '10.0.9.1')).statusCode).toBe(401);
    expect((await attempt('hana', TEST_PASSWORD, '10.0.9.1')).statusCode).toBe(200);
  });

  it('gives a stranger only a few guesses at a fresh address once the username is slowed', async () => {
    await fail('ivan', '10.0.10.1', LOGIN_THROTTLE.freePerUsername);
    await fail('ivan', '10.0.10.2', LOGIN_THROTTLE.freePerAddressUsername);
    expect((await attempt('ivan', 'wrong-password', '10.0.10.2')).statusCode).toBe(429);
    expect((await attempt('ivan', TEST_PASSWORD, '10.0.10.2')).statusCode).toBe(429);
  });

  it('counts 12 parallel guesses before checking them: only 5 are tried', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () => attempt('carl', 'wrong-password', '10.0.2.9')),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_THROTTLE.freePerUsername);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - LOGIN_THROTTLE.freePerUsername);
  });

  it('lets the username in again once its failures leave the 15-minute window', async () => {
    await fail('dora', '10.0.3.1', LOGIN_THROTTLE.freePerUsername);
    expect((await attempt('dora', TEST_PASSWORD, '10.0.3.1')).statusCode).toBe(429);

    await t.db
      .update(loginFailures)
      .set({ failedAt: sql`${loginFailures.failedAt} - interval '16 minutes'` });
    expect((await attempt('dora', TEST_PASSWORD, '10.0.3.1')).statusCode).toBe(200);
  });

  it('forgives the username after a successful sign-in', async () => {
    await fail('emil', '10.0.4.1', LOGIN_THROTTLE.freePerUsername - 1);
    expect((await attempt('emil', TEST_PASSWORD, '10.0.4.1')).statusCode).toBe(200);
    await fail('emil', '10.0.4.1', LOGIN_THROTTLE.freePerUsername - 1);
    expect((await attempt('emil', TEST_PASSWORD, '10.0.4.1')).statusCode).toBe(200);
  });

  it('counts unknown usernames too', async () => {
    await fail('no-such-user', '10.0.5.1', LOGIN_THROTTLE.freePerUsername);
    expect((await attempt('no-such-user', 'whatever-1', '10.0.5.1')).statusCode).toBe(429);
  });

  it('slows an address after 30 failures over many usernames', async () => {
    const address = '10.0.6.1';
    await t.db.insert(loginFailures).values(
      Array.from({ length: LOGIN_THROTTLE.freePerAddress }, (_, i) => ({
        kind: 'address' as const,
        key: address,
        failedAt: new Date(Date.now() - i * 1000),
      })),
    );
    const blocked = await attempt('fay', TEST_PASSWORD, address);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('fay', TEST_PASSWORD, '10.0.6.2')).statusCode).toBe(200);
  });

  it('holds across instances that share the database', async () => {
    const other = await buildApp(testConfig(), { database: t.database, logger: false });
    await other.ready();
    try {
      await fail('gil', '10.0.7.1', LOGIN_THROTTLE.freePerUsername);
      expect((await attempt('gil', TEST_PASSWORD, '10.0.7.1', other)).statusCode).toBe(429);
      expect((await attempt('anna', TEST_PASSWORD, '10.0.7.1', other)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
