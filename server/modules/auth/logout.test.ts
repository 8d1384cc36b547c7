import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, createSite, signInStaff } from '../../../test/factories';
import { openSocket } from '../../../test/socket-probe';

let t: TestApp;
let base: string;
let siteId: number;
let companyId: number;

beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  companyId = (await createCompany(t.db)).id;
  siteId = (await createSite(t.db, companyId)).id;
});
afterAll(() => t.close());

const signIn = async () =>
  (await signInStaff(t, { manager: { role: 'manager', companyId, siteIds: [siteId] } })).manager;

async function isSignedIn(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
  return res.statusCode === 200;
}

describe('signing out', () => {
  it('cannot be triggered by another site, by a link or by a form', async () => {
    const cookie = await signIn();
    const crossSiteLink = await t.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSiteLink.statusCode).toBe(403);
    expect(crossSiteLink.json().code).toBe('ORIGIN_FORBIDDEN');
    const foreignPost = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(foreignPost.statusCode).toBe(403);
    expect(await isSignedIn(cookie)).toBe(true);

    const ownPage = await t.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(ownPage.statusCode).toBe(200);
    expect(await isSignedIn(cookie)).toBe(false);
  });

  it('closes the staff sockets of the ended session', async () => {
    const cookie = await signIn();
    const socket = openSocket(base, { origin: base, cookie });
    expect(await socket.answer).toBe(101);
    await socket.next('connected');
    const closed = new Promise<number>((resolve) => socket.socket.once('close', resolve));

    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(await closed).toBe(4001);
  });
});
