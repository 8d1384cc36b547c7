import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enErrors from '@shared/i18n/locales/en/errors.json';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { storedCounts, submitEntry, VALID_VALUES } from '../../../test/entry-fixtures';
import { createCompany, createSite } from '../../../test/factories';
import { s3StoreAt, startS3Server } from '../../../test/s3-server';

const TIMEOUT_MS = 500;

/** An S3 endpoint that takes connections and never answers: a store that froze. */
async function startFrozenServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

let frozen: Awaited<ReturnType<typeof startFrozenServer>>;
let t: TestApp;

beforeAll(async () => {
  frozen = await startFrozenServer();
  t = await buildTestApp({}, { blobStore: await s3StoreAt(frozen.endpoint, 'frozen', TIMEOUT_MS) });
  const company = await createCompany(t.db);
  await createSite(t.db, company.id, { code: 'FROZEN1' });
});
afterAll(async () => {
  await t.close();
  await frozen.stop();
});

describe('an object store that stops answering', () => {
  it('answers a submission 503 with Retry-After in the worker’s language, within its timeout', async () => {
    const before = await storedCounts(t.db);
    const started = performance.now();
    const res = await submitEntry(t, 'FROZEN1', {
      values: { ...VALID_VALUES, scaffoldingNumber: '' },
      fields: { language: 'en' },
    });
    const tookMs = performance.now() - started;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 'STORAGE_UNAVAILABLE',
      message: enErrors.STORAGE_UNAVAILABLE,
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(tookMs).toBeLessThan(TIMEOUT_MS * 8);
    expect(await storedCounts(t.db)).toEqual(before);
  });

  it('makes /readyz say not ready, in time for a load balancer', async () => {
    const started = performance.now();
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('leaves /readyz ready while the store answers', async () => {
    const s3 = await startS3Server();
    const live = await buildTestApp({}, { blobStore: await s3.store() });
    try {
      expect((await live.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await live.close();
      await s3.stop();
    }
  });
});
