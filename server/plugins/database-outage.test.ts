import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Every query of the app's database fails as the driver reports a server it cannot reach. */
function databaseDown(error: Error) {
  const session = (t.db as unknown as { session: { prepareQuery: () => unknown } }).session;
  return vi.spyOn(session, 'prepareQuery').mockImplementation(() => {
    throw error;
  });
}

describe('a database outage', () => {
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    [
      'a server shutting down',
      Object.assign(new Error('terminating connection'), { code: '57P01' }),
    ],
    ['a cut connection', new Error('Connection terminated unexpectedly')],
  ])('answers %s with 503 and Retry-After in the error shape, not 500', async (_, error) => {
    const down = databaseDown(new Error('Failed query', { cause: error }));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/sites/code/ABC123' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: expect.any(String),
      });
    } finally {
      down.mockRestore();
    }
  });
});
