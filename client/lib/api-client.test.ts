import heCommon from '@shared/i18n/locales/he/common.json';
import heErrors from '@shared/i18n/locales/he/errors.json';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubXhr } from '../../test/fake-xhr';
import { ApiClientError, apiGet, apiSend, apiUpload, errorText } from './api-client';
import { i18n, initI18n } from './i18n';

function respond(status: number, body?: string, contentType = 'application/json') {
  const fetchMock = vi.fn(
    async (_path: string, _init?: RequestInit) =>
      new Response(body, { status, headers: { 'Content-Type': contentType } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentInit(fetchMock: ReturnType<typeof respond>): RequestInit {
  const init = fetchMock.mock.calls[0]?.[1];
  if (!init) throw new Error('fetch was not called');
  return init;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiGet', () => {
  it('reads JSON with the session cookie and without a cached copy', async () => {
    const fetchMock = respond(200, JSON.stringify({ name: 'Tower A' }));

    await expect(apiGet('/api/sites/1')).resolves.toEqual({ name: 'Tower A' });

    const init = sentInit(fetchMock);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/sites/1');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.cache).toBe('no-cache');
  });

  it('fails with "Network response was not ok: {status}" and keeps what the server said', async () => {
    respond(404, JSON.stringify({ code: 'NOT_FOUND', message: 'הפריט לא נמצא' }));

    const error = await apiGet('/api/sites/9').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({
      message: 'Network response was not ok: 404',
      status: 404,
      code: 'NOT_FOUND',
      serverMessage: 'הפריט לא נמצא',
    });
  });

  it('fails with the same text when the body is not JSON', async () => {
    respond(502, '<html>Bad gateway</html>', 'text/html');

    const error = await apiGet('/api/sites/1').catch((e: unknown) => e);

    expect(error).toMatchObject({
      message: 'Network response was not ok: 502',
      status: 502,
      code: undefined,
      serverMessage: undefined,
    });
  });
});

describe('apiSend', () => {
  it('sends a JSON body with the JSON content type and the session cookie', async () => {
    const fetchMock = respond(200, JSON.stringify({ user: { id: 1 } }));

    await apiSend('POST', '/api/auth/auto-login', { username: 'dana' });

    const init = sentInit(fetchMock);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"username":"dana"}');
  });

  it('sends FormData as is, leaving the multipart content type to the browser', async () => {
    const fetchMock = respond(201, JSON.stringify({ success: true, requestId: 7 }));
    const form = new FormData();
    form.append('siteCode', 'ABC123');

    await expect(apiSend('POST', '/api/entry-requests', form)).resolves.toEqual({
      success: true,
      requestId: 7,
    });

    const init = sentInit(fetchMock);
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });

  it('reads the message of a failed JSON response', async () => {
    respond(429, JSON.stringify({ code: 'TOO_MANY_REQUESTS', message: 'Too many attempts' }));

    const error = await apiSend('POST', '/api/entry-requests', {}).catch((e: unknown) => e);

    expect(error).toMatchObject({
      message: 'Network response was not ok: 429',
      code: 'TOO_MANY_REQUESTS',
      serverMessage: 'Too many attempts',
    });
  });

  it('keeps every field of the answer, such as the winner a 409 names', async () => {
    const answer = {
      code: 'PERMIT_STATE_CONFLICT',
      message: 'conflict',
      state: 'approved',
      action: 'approve',
      changedBy: { fullName: 'דנה לוי' },
      changedAt: '2026-06-01T07:42:00.000Z',
    };
    respond(409, JSON.stringify(answer));

    const error = await apiSend('POST', '/api/permits/3/approve', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiClientError);
    expect((error as ApiClientError).answer).toEqual(answer);
  });
});

describe('a throttled call', () => {
  it('keeps the seconds of the Retry-After header', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 'TOO_MANY_REQUESTS', message: 'Wait' }), {
            status: 429,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '840' },
          }),
      ),
    );

    const error = await apiSend('POST', '/api/auth/login', {}).catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 840 });
  });
});

describe('apiUpload', () => {
  it('posts the FormData with the session cookie and extra headers, and reports progress', async () => {
    const sent = stubXhr(() => ({ status: 201, body: { success: true, id: 'abc' } }));
    const form = new FormData();
    form.append('siteCode', 'DEMO');
    const progress: number[] = [];

    await expect(
      apiUpload('/api/entry-requests', form, {
        headers: { 'Idempotency-Key': 'key-1' },
        onProgress: (fraction) => progress.push(fraction),
      }),
    ).resolves.toEqual({ success: true, id: 'abc' });

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/entry-requests',
      withCredentials: true,
      body: form,
      headers: { 'idempotency-key': 'key-1', accept: 'application/json' },
    });
    expect(sent[0]?.headers['content-type']).toBeUndefined();
    expect(progress).toEqual([0.5, 1]);
  });

  it('fails like apiSend: the status, the code, the message and the field details', async () => {
    stubXhr(() => ({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'Bad', details: { phone: 'Wrong phone' } },
    }));

    const error = await apiUpload('/api/entry-requests', new FormData()).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({
      message: 'Network response was not ok: 400',
      status: 400,
      code: 'VALIDATION_FAILED',
      serverMessage: 'Bad',
      details: { phone: 'Wrong phone' },
    });
  });

  it('fails with a TypeError, as fetch does, when no answer arrives', async () => {
    stubXhr(() => 'network-error');

    await expect(apiUpload('/api/entry-requests', new FormData())).rejects.toBeInstanceOf(
      TypeError,
    );
  });
});

describe('errorText', () => {
  beforeAll(initI18n);

  it('shows the translation of a known error code', () => {
    const error = new ApiClientError(429, 'TOO_MANY_REQUESTS', 'Too many', undefined);
    expect(errorText(error, i18n.t)).toBe(heErrors.TOO_MANY_REQUESTS);
  });

  it('shows the server message when there is no known code', () => {
    const error = new ApiClientError(400, undefined, 'קוד האתר חסר', undefined);
    expect(errorText(error, i18n.t)).toBe('קוד האתר חסר');
  });

  it('shows the generic communication error when nothing readable came back', () => {
    const error = new ApiClientError(502, undefined, undefined, undefined);
    expect(errorText(error, i18n.t)).toBe(heCommon.network.communicationError);
    expect(errorText(new TypeError('Failed to fetch'), i18n.t)).toBe(
      heCommon.network.communicationError,
    );
  });
});
