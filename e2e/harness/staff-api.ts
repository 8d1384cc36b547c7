import { expect } from 'vitest';
import type { EntryRequestDetails } from '@shared/schemas/entry-review.schemas';

/** Every demo user's password (server/db/seed.ts). */
export const DEMO_PASSWORD = 'demo1234';

/** Logs a demo user in over HTTP and returns the cookie header of the session. */
export async function loginAs(baseUrl: string, username: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * A staff call as the manager's screen makes it: JSON with its Origin and the session cookie.
 * Fails the test on any refusal, with the server's answer as the message.
 */
export async function staffCall(
  baseUrl: string,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: baseUrl, Cookie: cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response.json();
}

/** A staff decision on a request, through the call the queue page makes. */
export async function decide(
  baseUrl: string,
  cookie: string,
  id: string,
  decision: { status: 'approved' | 'rejected'; rejectionReason?: string },
): Promise<void> {
  const response = await fetch(`${baseUrl}/api/entry-requests/${id}/status`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl, Cookie: cookie },
    body: JSON.stringify(decision),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** What staff see of one request (GET /api/entry-requests/{id}/details). */
export async function requestDetails(
  baseUrl: string,
  cookie: string,
  id: string,
): Promise<EntryRequestDetails> {
  const response = await fetch(`${baseUrl}/api/entry-requests/${id}/details`, {
    headers: { Cookie: cookie },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as EntryRequestDetails;
}

/** The first bytes of a stored upload, enough to tell a JPEG from a PNG. */
export async function fileSignature(baseUrl: string, cookie: string, fileId: string) {
  const response = await fetch(`${baseUrl}/api/files/${fileId}`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer())
    .subarray(0, 4)
    .toString('hex');
}
