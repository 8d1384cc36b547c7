import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// Every attempt counts towards the limit, whatever its outcome, so refused bodies measure it
// without the cost of 400 real submissions.
const attempt = (address: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/entry-requests',
    payload: {},
    remoteAddress: address,
  });

describe('the submission limit per address, at its default', () => {
  it('lets a 7 am rush of 300 workers behind one address through, and stops a flood', async () => {
    const address = '203.0.113.7';
    for (let i = 0; i < 300; i += 1) expect((await attempt(address)).statusCode).not.toBe(429);
    const limit = t.app.config.rateLimits.submissions.max;
    for (let i = 300; i < limit; i += 1) await attempt(address);
    const flood = await attempt(address);
    expect(flood.statusCode).toBe(429);
    expect(flood.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(Number(flood.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('203.0.113.8')).statusCode).not.toBe(429);
  }, 60_000);
});
