import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, METRICS_AUTHORIZATION, type TestApp } from '../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('operations endpoints', () => {
  it('GET /healthz answers while the process is up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers when the database does', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('GET /readyz answers 503, rather than nothing, when the database hangs instead of refusing', async () => {
    const ping = t.database.ping;
    t.database.ping = () => new Promise(() => {});
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    } finally {
      t.database.ping = ping;
    }
  });

  it('GET /metrics exposes request latency, event-loop lag and WebSocket connections', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: METRICS_AUTHORIZATION,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\} \d+/,
    );
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
    expect(res.body).toContain('websocket_connections');
  });
});

describe('protected operations endpoints', () => {
  it('GET /metrics without the token, or with a wrong one, answers 404 as if it did not exist', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('GET /metrics is not served at all without METRICS_TOKEN', async () => {
    const bare = await buildTestApp({ metricsToken: null });
    try {
      const res = await bare.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: METRICS_AUTHORIZATION,
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it('answers an over-long request head with 431 in the {code, message} shape', async () => {
    const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const res = await fetch(`${url}/healthz`, { headers: { 'x-filler': 'x'.repeat(20_000) } });
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual({
      code: 'HEADERS_TOO_LARGE',
      message: expect.any(String),
    });
  });
});

describe('errors and security headers', () => {
  it('answers an unknown /api path with 404 JSON {code, message}', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ code: 'ROUTE_NOT_FOUND', message: 'הכתובת המבוקשת אינה קיימת.' });
  });

  it('answers in the language of ?lang=', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing?lang=ru' });
    expect(res.json().message).toBe('Запрошенный адрес не существует.');
  });

  it('sends every JSON answer nosniff and HSTS, and leaves the page policy to documents', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('answers the health checks, read by a balancer and not a browser, without them', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-content-type-options']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('refuses a body that is not JSON with 415 in the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a&password=b',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses malformed JSON with 400 in the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) });
  });
});
