import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let dist: string;
const script = 'console.log("hello from the worker bundle");'.repeat(20);

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'client-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  const page = '<!doctype html><div id="root"></div>';
  await fs.writeFile(path.join(dist, 'index.html'), page);
  await fs.writeFile(path.join(dist, 'index.html.br'), zlib.brotliCompressSync(page));
  await fs.writeFile(path.join(dist, 'assets', 'main-Ab12Cd34.js'), script);
  await fs.writeFile(
    path.join(dist, 'assets', 'main-Ab12Cd34.js.br'),
    zlib.brotliCompressSync(script),
  );
  await fs.writeFile(path.join(dist, 'assets', 'main-Ab12Cd34.js.gz'), zlib.gzipSync(script));
  t = await buildTestApp({ clientDistDir: dist });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dist, { recursive: true, force: true });
});

describe('the built client', () => {
  it('serves hashed assets cached for a year, precompressed with brotli', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/main-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('falls back to gzip for a browser without brotli', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/main-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it.each(['/?code=DEMO&lang=he', '/worker/language', '/manager/dashboard', '/entry/DEMO'])(
    'answers the client route %s with index.html, never cached',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    },
  );

  it.each([
    ['/DEMO', '/worker/language?code=DEMO'],
    ['/abc9?preview=1&lang=ru', '/worker/language?code=abc9&preview=1'],
  ])(
    "sends a site's short link %s on to its language screen, drawn by the server",
    async (url, to) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(to);
    },
  );

  it.each(['/no/such/page', '/DE', '/blog-posts'])(
    'answers %s, which is no page of the app, with the not-found page and a 404',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).not.toContain('<div id="root">');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('sends the page policy with the precompressed page a browser gets', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/worker/language',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('sends the page policy with index.html asked for by name too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('sends a script only the headers that matter to it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/main-Ab12Cd34.js' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('keeps answering an unknown /api path with JSON, not the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ROUTE_NOT_FOUND');
  });

  it('answers a POST to a client route with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/worker/language', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});
