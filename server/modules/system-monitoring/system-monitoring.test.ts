import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, createUser, loginAs } from '../../../test/factories';
import { systemSamples } from '../../db/schema';
import { intervalFigures } from './request-totals';
import { KEEP_SAMPLES_MS, startSampler, takeSample } from './system-sampler';

let t: TestApp;
const cookie: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db, { name: 'אלפא' });
  await createUser(t.db, { role: 'super_admin', username: 'm-super' });
  await createUser(t.db, { role: 'admin', username: 'm-admin', companyId: company.id });
  cookie.super = await loginAs(t, 'm-super');
  cookie.admin = await loginAs(t, 'm-admin');
});
afterAll(() => t.close());

const get = (as: string, url: string) => t.app.inject({ url, headers: { cookie: cookie[as]! } });
const MINUTE = 60_000;

describe('system samples', () => {
  it("writes this instance's requests, latency, sockets, database size and lag, and prunes the old", async () => {
    const start = new Date(Date.now() - 2 * MINUTE);
    const aged = new Date(start.getTime() - KEEP_SAMPLES_MS - MINUTE);
    await t.db.insert(systemSamples).values({
      instanceId: 'old',
      takenAt: aged,
      intervalSeconds: 60,
      requests: 1,
      errors: 0,
      openSockets: 0,
    });
    const sampler = await startSampler(t.app, 'inst-a', start);
    for (let i = 0; i < 5; i++)
      expect((await get('super', '/api/admin/system')).statusCode).toBe(200);
    await takeSample(t.app, sampler, new Date(start.getTime() + MINUTE));

    const rows = await t.db.select().from(systemSamples);
    expect(rows.map((r) => r.instanceId)).toEqual(['inst-a']);
    const [row] = rows;
    expect(row).toMatchObject({ intervalSeconds: 60, requests: 5, errors: 0, openSockets: 0 });
    expect(row!.p95Ms).toBeGreaterThan(0);
    expect(row!.databaseBytes).toBeGreaterThan(0);
    expect(row!.eventLoopLagMs).not.toBeNull();
  });

  it('reads a 95th percentile inside its bucket and counts answers of 500 and above', () => {
    const before = {
      requests: 10,
      errors: 1,
      buckets: [
        [0.01, 5],
        [0.1, 10],
        [Infinity, 10],
      ],
    };
    const after = {
      requests: 110,
      errors: 3,
      buckets: [
        [0.01, 55],
        [0.1, 110],
        [Infinity, 110],
      ],
    };
    // 100 new requests: 50 under 10 ms, 50 between 10 and 100 ms; the 95th is 90% into the second.
    expect(intervalFigures(before as never, after as never)).toEqual({
      requests: 100,
      errors: 2,
      p95Ms: 91,
    });
    expect(intervalFigures(after as never, after as never)).toEqual({
      requests: 0,
      errors: 0,
      p95Ms: null,
    });
  });
});

describe('GET /api/admin/system/history', () => {
  it('adds the instances together per bucket, for the last day and the last 30 days', async () => {
    // Inside one five-minute bucket of an hour ago: instance b beside a.
    const bucketStart = Math.floor((Date.now() - 60 * MINUTE) / (5 * MINUTE)) * 5 * MINUTE;
    const at = new Date(bucketStart + MINUTE);
    const sample = { takenAt: at, intervalSeconds: 60, databaseBytes: 1_000_000 };
    await t.db.insert(systemSamples).values([
      {
        ...sample,
        instanceId: 'inst-b',
        requests: 120,
        errors: 6,
        p95Ms: 40,
        openSockets: 3,
        eventLoopLagMs: 12,
      },
      {
        ...sample,
        instanceId: 'inst-c',
        requests: 60,
        errors: 0,
        p95Ms: 80,
        openSockets: 1,
        eventLoopLagMs: 30,
      },
    ]);
    const day = await get('super', '/api/admin/system/history?range=24h');
    expect(day.statusCode).toBe(200);
    const body = day.json();
    expect(body).toMatchObject({ range: '24h', bucketSeconds: 300 });
    expect(body.instances).toEqual(['inst-a', 'inst-b', 'inst-c']);
    const point = body.points.find(
      (p: { at: string }) => p.at === new Date(bucketStart).toISOString(),
    );
    expect(point).toEqual({
      at: new Date(bucketStart).toISOString(),
      requestsPerMinute: 180,
      errorRate: 0.0333,
      p95Ms: 80,
      openSockets: 4,
      databaseBytes: 1_000_000,
      eventLoopLagMs: 30,
    });
    const month = await get('super', '/api/admin/system/history?range=30d');
    expect(month.json()).toMatchObject({ range: '30d', bucketSeconds: 3600 });
    expect(month.json().points.length).toBeGreaterThanOrEqual(1);
  });

  it("refuses an unknown range in the caller's language and gives a company's admin nothing", async () => {
    const bad = await get('super', '/api/admin/system/history?range=1y&lang=en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.range).toBe('Choose the last 24 hours or the last 30 days');
    expect((await get('admin', '/api/admin/system/history')).statusCode).toBe(403);
  });
});
