import zlib from 'node:zlib';
import { STAFF_LIST_LIMIT } from '@shared/schemas/entry-review.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCompany, createSite, createUser, loginAs } from '../../test/factories';
import { entryRequests } from '../db/schema';
import { randomToken } from '../lib/crypto';

let t: TestApp;
let admin: string;
const PENDING = 1_000;

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  const site = await createSite(t.db, company.id);
  const user = await createUser(t.db, { role: 'admin', companyId: company.id });
  admin = await loginAs(t, user.username);
  const names = ['משה', 'Ahmad', 'Иван', 'Dana', 'Chen'];
  await t.db.insert(entryRequests).values(
    Array.from({ length: PENDING }, (_, i) => ({
      id: randomToken(16),
      companyId: company.id,
      siteId: site.id,
      requestNumber: 50_000 + i,
      formVersion: 0,
      values: {},
      language: 'he',
      workerFirstName: names[i % names.length]!,
      workerLastName: `Worker ${i}`,
      workerPhone: `050-${String(1_000_000 + i * 7).slice(-7)}`,
      createdAt: new Date(Date.UTC(2026, 2, 2, 6) + i * 1_000),
    })),
  );
});
afterAll(() => t.close());

const pendingList = (acceptEncoding?: string) =>
  t.app.inject({
    url: '/api/entry-requests/pending',
    headers: {
      cookie: admin,
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
  });

describe('compressed answers', () => {
  it('sends the pending list, a thousand waiting, in brotli at a fraction of its size', async () => {
    const raw = await pendingList();
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-encoding']).toBeUndefined();
    // A thousand are waiting; the list holds the newest STAFF_LIST_LIMIT of them.
    expect(raw.json().requests).toHaveLength(STAFF_LIST_LIMIT);

    const compressed = await pendingList('gzip, deflate, br');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe(raw.body);
    expect(compressed.rawPayload.length).toBeLessThan(raw.rawPayload.length / 5);
  });

  it('sends gzip to a client that takes only gzip', async () => {
    const compressed = await pendingList('gzip');
    expect(compressed.headers['content-encoding']).toBe('gzip');
    const list = JSON.parse(zlib.gunzipSync(compressed.rawPayload).toString());
    expect(list.requests).toHaveLength(STAFF_LIST_LIMIT);
  });

  it('leaves a small answer as it is', async () => {
    const health = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
  });
});
