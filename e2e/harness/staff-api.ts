import { expect } from 'vitest';

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

/** A staff decision on a request, through the call the queue page makes (DESIGN.md section 14). */
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
