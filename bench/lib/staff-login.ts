/** The password of the demo users unless DEMO_PASSWORD says otherwise (server/env.ts). */
const DEMO_PASSWORD = process.env.DEMO_PASSWORD || 'demo1234';

/**
 * Signs a demo user in through POST /api/auth/login and returns the Cookie header that carries
 * the session, as a browser would send it to any instance sharing the database.
 */
export async function loginCookie(baseUrl: string, username: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!response.ok) {
    throw new Error(`Login as ${username} answered ${response.status}: ${await response.text()}`);
  }
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  const session = cookies.find((cookie) => cookie.startsWith('sid='));
  if (!session) throw new Error(`Login as ${username} set no session cookie`);
  return session;
}
