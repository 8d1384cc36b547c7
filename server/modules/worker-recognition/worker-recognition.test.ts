import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recognition, WorkerHistory } from '@shared/schemas/worker-recognition.schemas';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createEquipment, storedCounts, submitEntry } from '../../../test/entry-fixtures';
import { createCompany, createSite, createUser, loginAs } from '../../../test/factories';
import { companySettings, siteRecognitionSettings, workerTokens } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { eraseExpiredPersonalData } from '../privacy/privacy.service';
import { workerCookieName } from '../../lib/worker-token-cookie';

const HIGH = { max: 10_000, windowMs: 60_000 };
const DAY_MS = 86_400_000;

let t: TestApp;
let w: Awaited<ReturnType<typeof createWorld>>;

async function createWorld() {
  const companyA = await createCompany(t.db);
  const companyB = await createCompany(t.db);
  const siteA = await createSite(t.db, companyA.id);
  const siteA2 = await createSite(t.db, companyA.id);
  const siteB = await createSite(t.db, companyB.id);
  await createEquipment(t.db, companyA.id);
  await createEquipment(t.db, companyB.id);
  const adminA = await createUser(t.db, { role: 'company_admin', companyId: companyA.id });
  const adminB = await createUser(t.db, { role: 'company_admin', companyId: companyB.id });
  const managerA2 = await createUser(t.db, {
    role: 'manager',
    companyId: companyA.id,
    siteIds: [siteA2.id],
  });
  return {
    companyA,
    companyB,
    siteA,
    siteA2,
    siteB,
    adminA: await loginAs(t, adminA.username),
    adminB: await loginAs(t, adminB.username),
    managerA2: await loginAs(t, managerA2.username),
  };
}

beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { submissions: HIGH, statusReads: HIGH } });
  w = await createWorld();
});
afterAll(() => t.close());

const tokenCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(workerTokens))[0]!.n;

async function submit(
  siteCode: string,
  cookies: Record<string, string> = {},
  phone = '050-1234567',
) {
  const response = await submitEntry(t, siteCode, {
    headers: {
      cookie: Object.entries(cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
    },
    values: {
      firstName: 'משה',
      lastName: 'כהן',
      phone,
      companyName: 'גובה בע"מ',
      workStartDate: '2026-03-01',
      scaffoldingNumber: 'p-101',
      safetyDocument: true,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response;
}

async function approve(id: string, cookie = w.adminA) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/entry-requests/${id}/status`,
    headers: { cookie },
    payload: { status: 'approved' },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function me(siteId: number, cookies: Record<string, string>) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/worker-recognition/me?siteId=${siteId}`,
    cookies,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Recognition;
}

/** A first visit to site A, approved: the phone's cookie for company A. */
async function rememberedPhone(phone = '050-1234567') {
  const first = await submit(w.siteA.code, {}, phone);
  const cookie = first.cookies.find((c) => c.name === workerCookieName(w.companyA.id))!;
  await approve(first.json<{ id: string }>().id);
  return { [cookie.name]: cookie.value };
}

describe('a returning worker on the same phone', () => {
  it('is remembered by an httpOnly cookie once his first request is approved', async () => {
    const first = await submit(w.siteA.code);
    const cookie = first.cookies.find((c) => c.name === workerCookieName(w.companyA.id));
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api', sameSite: 'Lax' });
    const cookies = { [cookie!.name]: cookie!.value };
    const stored = await t.db.select({ hash: workerTokens.tokenHash }).from(workerTokens);
    expect(stored.map((row) => row.hash)).not.toContain(cookie!.value);

    // Submitted, not yet approved: nothing is offered.
    expect(await me(w.siteA.id, cookies)).toEqual({ isRecognized: false });
    await approve(first.json<{ id: string }>().id);

    // Another site of the same company offers his details, selfie and signature.
    const known = await me(w.siteA2.id, cookies);
    expect(known).toMatchObject({
      isRecognized: true,
      firstName: 'משה',
      lastName: 'כהן',
      phone: '050-1234567',
      company: 'גובה בע"מ',
      language: 'he',
      requiresFreshPhoto: false,
    });
    if (!known.isRecognized) throw new Error('not recognised');
    expect(known.selfie).toMatch(/^data:image\/jpeg;base64,/);
    expect(known.signature).toMatch(/^data:image\/png;base64,/);

    // The next submission keeps the same token: no new cookie, no new row.
    const before = await tokenCount();
    const second = await submit(w.siteA2.code, cookies);
    expect(second.cookies.find((c) => c.name === cookie!.name)).toBeUndefined();
    expect(await tokenCount()).toBe(before);
  });

  it("follows the site's rules for the selfie and the signature", async () => {
    const cookies = await rememberedPhone();
    const url = `/api/worker-recognition/sites/${w.siteA2.id}`;
    const rules = { requiresFreshPhoto: true, allowsSignatureReuse: false };
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers: { cookie: w.adminA },
      payload: rules,
    });
    expect(saved.json()).toEqual(rules);
    const foreign = await t.app.inject({ method: 'GET', url, headers: { cookie: w.adminB } });
    expect(foreign.statusCode).toBe(404);
    const known = await me(w.siteA2.id, cookies);
    expect(known).toMatchObject({
      isRecognized: true,
      selfie: null,
      signature: null,
      requiresFreshPhoto: true,
    });
    await t.db
      .delete(siteRecognitionSettings)
      .where(eq(siteRecognitionSettings.siteId, w.siteA2.id));
  });

  it('a forged, foreign or malformed token is a clean first visit and writes nothing', async () => {
    const cookies = await rememberedPhone();
    const token = Object.values(cookies)[0]!;
    const before = await tokenCount();
    // Company A's token under company B's name, and a forged token of the right shape.
    expect(await me(w.siteB.id, { [workerCookieName(w.companyB.id)]: token })).toEqual({
      isRecognized: false,
    });
    const forged = 'A'.repeat(43);
    expect(await me(w.siteA.id, { [workerCookieName(w.companyA.id)]: forged })).toEqual({
      isRecognized: false,
    });
    expect(await me(w.siteA.id, { [workerCookieName(w.companyA.id)]: "x' or 1=1" })).toEqual({
      isRecognized: false,
    });
    expect(await tokenCount()).toBe(before);
    // A site that does not exist: the usual 404, in the worker's language.
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/worker-recognition/me?siteId=999999',
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/worker-recognition/me?siteId=abc' });
    expect(bad.statusCode).toBe(400);
  });

  it('"this is not me" forgets the phone; a foreign page cannot make it forget', async () => {
    const cookies = await rememberedPhone();
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/worker-recognition/me?siteId=${w.siteA.id}`,
      headers: { origin: 'https://evil.example' },
      cookies,
    });
    expect(foreign.statusCode).toBe(403);
    expect((await me(w.siteA.id, cookies)).isRecognized).toBe(true);

    const forgotten = await t.app.inject({
      method: 'DELETE',
      url: `/api/worker-recognition/me?siteId=${w.siteA.id}`,
      cookies,
    });
    expect(forgotten.statusCode).toBe(200);
    const cleared = forgotten.cookies.find((c) => c.name === workerCookieName(w.companyA.id));
    expect(cleared?.value).toBe('');
    expect(await me(w.siteA.id, cookies)).toEqual({ isRecognized: false });
  });
});

describe("a worker's visits for the company's staff", () => {
  const phone = '052-7654321';

  it('lists his visits in scope, revokes his phones, and shows nothing to another company', async () => {
    const cookies = await rememberedPhone(phone);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/worker-recognition/workers?phone=0527654321`,
      headers: { cookie: w.adminA },
    });
    expect(history.statusCode, history.body).toBe(200);
    const body = history.json<WorkerHistory>();
    expect(body).toMatchObject({ name: 'משה כהן', rememberedPhones: 1 });
    expect(body.visits[0]).toMatchObject({
      status: 'approved',
      isFromRememberedPhone: true,
      // The site sets no period: the induction was done on that visit and counts for it only.
      induction: { validUntil: null, isReused: false, isRevoked: false },
    });

    // A manager of another site of the company, and another company, do not find him.
    for (const cookie of [w.managerA2, w.adminB]) {
      const hidden = await t.app.inject({
        method: 'GET',
        url: `/api/worker-recognition/workers?phone=${phone}`,
        headers: { cookie },
      });
      expect(hidden.statusCode).toBe(404);
    }

    const revoked = await t.app.inject({
      method: 'POST',
      url: '/api/worker-recognition/workers/revoke',
      headers: { cookie: w.adminA },
      payload: { phone },
    });
    expect(revoked.json()).toEqual({ revoked: 1 });
    expect(await me(w.siteA.id, cookies)).toEqual({ isRecognized: false });
  });
});

describe('the public calls', () => {
  it('are limited per address like the status page', async () => {
    const limited = await buildTestApp({
      rateLimits: { submissions: HIGH, statusReads: { max: 2, windowMs: 60_000 } },
    });
    try {
      const url = `/api/worker-recognition/me?siteId=${w.siteA.id}`;
      const codes = [];
      for (let i = 0; i < 3; i += 1) {
        codes.push((await limited.app.inject({ method: 'GET', url })).statusCode);
      }
      expect(codes).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe("a worker's erasure at his request", () => {
  it('forgets the phones that remember him before his requests are erased', async () => {
    const cookies = await rememberedPhone('053-4445556');
    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/worker-erase',
      headers: { cookie: w.adminA },
      payload: { phone: '053-4445556' },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await me(w.siteA.id, cookies)).toEqual({ isRecognized: false });
    const token = Object.values(cookies)[0]!;
    const left = await t.db
      .select({ id: workerTokens.id })
      .from(workerTokens)
      .where(eq(workerTokens.tokenHash, sha256(token)));
    expect(left).toEqual([]);
  });
});

describe('retention', () => {
  it("forgets a phone not used within the company's retention period", async () => {
    const cookies = await rememberedPhone('053-1112223');
    await t.db
      .insert(companySettings)
      .values({ companyId: w.companyA.id, retentionMonths: 1 })
      .onConflictDoUpdate({ target: companySettings.companyId, set: { retentionMonths: 1 } });
    await eraseExpiredPersonalData(t.db, t.blobStore, new Date(Date.now() + 40 * DAY_MS));
    expect(await me(w.siteA.id, cookies)).toEqual({ isRecognized: false });
    const left = await t.db
      .select({ id: workerTokens.id })
      .from(workerTokens)
      .where(eq(workerTokens.companyId, w.companyA.id));
    expect(left).toEqual([]);
  });
});

describe('an Idempotency-Key reused with other answers', () => {
  it("is refused in the worker's language and stores nothing", async () => {
    const headers = { 'idempotency-key': 'reused-4411', 'accept-language': 'en' };
    const first = await submitEntry(t, w.siteA.code, { headers });
    expect(first.statusCode).toBe(201);
    const before = await storedCounts(t.db);
    const other = await submitEntry(t, w.siteA.code, {
      headers,
      fields: { language: 'en' },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: expect.stringContaining('already sent'),
    });
    expect(await storedCounts(t.db)).toEqual(before);
    // The same answers again are a retry: the first request.
    const retry = await submitEntry(t, w.siteA.code, { headers });
    expect(retry.json()).toEqual(first.json());
  });
});
