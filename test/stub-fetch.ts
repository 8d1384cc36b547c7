import { vi } from 'vitest';
import type { SessionUser } from '@shared/schemas/auth.schemas';

export type FakeAnswer = { status?: number; body?: unknown } | (() => never);

/**
 * Replaces fetch with answers by "METHOD /path" (the query is ignored): an object becomes a
 * JSON response (status 200 unless told), a function is called and may throw to act as a
 * network failure. An unlisted call answers 404 with the API's error shape. The returned list
 * records each call as "METHOD /path".
 */
export function stubFetch(answers: Record<string, FakeAnswer>): string[] {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://localhost',
      );
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      calls.push(key);
      const answer = answers[key];
      if (typeof answer === 'function') return answer();
      const { status = 200, body } = answer ?? {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'not found' },
      };
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** The answer of GET /api/auth/status for a signed-in staff user. */
export function signedInAnswer(user: SessionUser): FakeAnswer {
  return { body: { authenticated: true, user, persistedForAdmin: false } };
}
