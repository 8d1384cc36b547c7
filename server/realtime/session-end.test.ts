import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SESSION_IDLE_MS } from '@shared/constants';
import { buildApp } from '../app';
import { createTestDatabase, testConfig } from '../../test/build-test-app';
import { TEST_PASSWORD, createCompany, createUser } from '../../test/factories';
import { openSocket } from '../../test/socket-probe';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import { sha256 } from '../lib/crypto';

const CHECK_MS = 100;

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let base: string;
let companyId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  // The check runs every 100 ms here instead of every 30 s; the limits are the real ones, and
  // the sessions' own times are moved back to cross them.
  app = await buildApp(testConfig(), {
    database,
    logger: false,
    realtime: { sessionCheckMs: CHECK_MS },
  });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
  companyId = (await createCompany(database.db)).id;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function signIn(username: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: TEST_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  const token = res.cookies.find((c) => c.name === 'sid')!.value;
  return { cookie: `sid=${token}`, tokenHash: sha256(token) };
}

/** A manager signed in with a staff socket open, and a promise of the socket's close code. */
async function staffSocket() {
  const user = await createUser(database.db, { role: 'company_admin', companyId });
  const session = await signIn(user.username);
  const probe = openSocket(base, { origin: base, cookie: session.cookie });
  expect(await probe.answer).toBe(101);
  expect((await probe.next('connected')).data).toEqual({ audience: 'staff' });
  const closed = new Promise<{ code: number; at: number }>((resolve) =>
    probe.socket.once('close', (code) => resolve({ code, at: Date.now() })),
  );
  return { user, session, probe, closed };
}

/** The socket is still open a few checks later. */
async function staysOpen(probe: ReturnType<typeof openSocket>) {
  await new Promise((resolve) => setTimeout(resolve, CHECK_MS * 4));
  expect(probe.socket.readyState).toBe(probe.socket.OPEN);
}

describe('a staff socket ends with its session', () => {
  it('stays open while the session lives', async () => {
    const { probe } = await staffSocket();
    await staysOpen(probe);
    probe.socket.close();
  });

  it('closes when the session has been idle past its limit', async () => {
    const { session, closed } = await staffSocket();
    const started = Date.now();
    await database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 60_000) })
      .where(eq(sessions.tokenHash, session.tokenHash));
    const { code, at } = await closed;
    expect(code).toBe(4001);
    expect(at - started).toBeLessThan(CHECK_MS * 10);
    const http = await app.inject({
      url: '/api/auth/user',
      headers: { cookie: session.cookie },
    });
    expect(http.statusCode).toBe(401);
  });

  it('closes when the session reaches its absolute end', async () => {
    const { session, closed } = await staffSocket();
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, session.tokenHash));
    expect((await closed).code).toBe(4001);
  });

  it('closes when the user signs out', async () => {
    const { session, closed } = await staffSocket();
    const res = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: session.cookie },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect((await closed).code).toBe(4001);
  });

  it('closes when the user is deactivated', async () => {
    const { user, closed } = await staffSocket();
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await closed).code).toBe(4001);
  });

  it('closes the other sessions’ sockets when the password changes, not the changer’s', async () => {
    const first = await staffSocket();
    const second = await signIn(first.user.username);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: second.cookie },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'another long passphrase 9' },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect((await first.closed).code).toBe(4001);

    const kept = openSocket(base, { origin: base, cookie: second.cookie });
    expect(await kept.answer).toBe(101);
    expect((await kept.next('connected')).data).toEqual({ audience: 'staff' });
    await staysOpen(kept);
    kept.socket.close();
  });
});
