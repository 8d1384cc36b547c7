import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { storedCounts, submitEntry, VALID_VALUES } from '../../../test/entry-fixtures';
import { createCompany, createSite } from '../../../test/factories';
import { multipartBody } from '../../../test/multipart';

const HIGH = { max: 10_000, windowMs: 60_000 };
/** For a company without equipment: no scaffold number. */
const VALUES = { ...VALID_VALUES, scaffoldingNumber: '' };

/** The `device` cookie's value from a Set-Cookie answer. */
function deviceCookie(res: { headers: Record<string, unknown> }): string | undefined {
  const header = res.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : [header];
  const found = cookies.find((c): c is string => typeof c === 'string' && c.startsWith('device='));
  return found?.slice('device='.length).split(';')[0];
}

describe('the per-device limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      rateLimits: { submissions: HIGH, statusReads: HIGH },
      submissionLimits: { perDevice: { max: 2, windowMs: 60_000 }, perSite: HIGH },
    });
    const company = await createCompany(t.db);
    await createSite(t.db, company.id, { code: 'DEV1' });
  });
  afterAll(() => t.close());

  it('refuses a phone over its limit with 429, Retry-After and its language, writing nothing', async () => {
    const first = await submitEntry(t, 'DEV1', { values: VALUES });
    expect(first.statusCode).toBe(201);
    const device = deviceCookie(first);
    expect(device).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.headers['set-cookie']).toEqual(
      expect.arrayContaining([expect.stringMatching(/^device=.*HttpOnly/)]),
    );
    const fromPhone = { cookie: `device=${device}`, 'accept-language': 'ar' };
    expect((await submitEntry(t, 'DEV1', { values: VALUES, headers: fromPhone })).statusCode).toBe(
      201,
    );
    const before = await storedCounts(t.db);
    const refused = await submitEntry(t, 'DEV1', { values: VALUES, headers: fromPhone });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'محاولات كثيرة جدًا. يرجى المحاولة بعد قليل.',
    });
    expect(await storedCounts(t.db)).toEqual(before);
    // Another phone behind the same address is not held back, nor one whose cookie is not ours.
    expect((await submitEntry(t, 'DEV1', { values: VALUES })).statusCode).toBe(201);
    const forged = { cookie: 'device=not-a-device-id' };
    expect((await submitEntry(t, 'DEV1', { values: VALUES, headers: forged })).statusCode).toBe(
      201,
    );
  });
});

describe('the per-site limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      rateLimits: { submissions: HIGH, statusReads: HIGH },
      submissionLimits: { perDevice: HIGH, perSite: { max: 2, windowMs: 60_000 } },
    });
    const company = await createCompany(t.db);
    await createSite(t.db, company.id, { code: 'SITEA' });
    await createSite(t.db, company.id, { code: 'SITEB' });
  });
  afterAll(() => t.close());

  it('refuses the site once full, in the language the worker chose, and writes nothing', async () => {
    const key = { 'idempotency-key': 'site-limit-first' };
    const accepted = await submitEntry(t, 'SITEA', { values: VALUES, headers: key });
    expect(accepted.statusCode).toBe(201);
    expect((await submitEntry(t, 'SITEA', { values: VALUES })).statusCode).toBe(201);
    const before = await storedCounts(t.db);
    const refused = await submitEntry(t, 'SITEA', {
      values: VALUES,
      fields: { language: 'ru' },
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Слишком много попыток. Попробуйте немного позже.',
    });
    expect(await storedCounts(t.db)).toEqual(before);
    // The first request's repeat still gets its answer; another site is not held back.
    const replay = await submitEntry(t, 'SITEA', { values: VALUES, headers: key });
    expect(replay.statusCode).toBe(201);
    expect(replay.json().requestId).toBe(accepted.json().requestId);
    expect((await submitEntry(t, 'SITEB', { values: VALUES })).statusCode).toBe(201);
  });
});

describe('the submission limits at their defaults', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const company = await createCompany(t.db);
    await createSite(t.db, company.id, { code: 'RUSH1' });
    await createSite(t.db, company.id, { code: 'JUNK1' });
  });
  afterAll(() => t.close());

  // Every attempt counts against its address and its phone, whatever its outcome, so answers
  // without the required fields measure those limits without the cost of hundreds of images.
  const junk = (siteCode: string) => multipartBody({ siteCode, formData: '{}' });
  const attempt = async (cookie?: string, siteCode = 'RUSH1', address = '198.51.100.20') => {
    const { headers, payload } = await junk(siteCode);
    return t.app.inject({
      method: 'POST',
      url: '/api/entry-requests',
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      payload,
      remoteAddress: address,
    });
  };

  it("does not let a stranger's invalid bodies close the site to its workers", async () => {
    const { max } = t.app.config.submissionLimits.perSite;
    // The flood as it was seen: tiny bodies naming the site, no cookie, from two addresses.
    for (let i = 0; i < max; i += 1) {
      const address = i % 2 ? '192.0.2.61' : '192.0.2.62';
      expect((await attempt(undefined, 'JUNK1', address)).statusCode).toBe(400);
    }
    const worker = await submitEntry(t, 'JUNK1', { values: VALUES });
    expect(worker.statusCode).toBe(201);
  }, 120_000);

  it('lets 300 phones behind one address into one site, and stops one phone flooding it', async () => {
    for (let i = 0; i < 300; i += 1) expect((await attempt()).statusCode).toBe(400);
    const first = await attempt();
    const cookie = `device=${deviceCookie(first)}`;
    const { max } = t.app.config.submissionLimits.perDevice;
    for (let i = 1; i < max; i += 1) expect((await attempt(cookie)).statusCode).toBe(400);
    expect((await attempt(cookie)).statusCode).toBe(429);
  }, 60_000);
});
