import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { storedCounts, submitEntry, VALID_VALUES } from '../../../test/entry-fixtures';
import { createCompany, createSite, signInStaff } from '../../../test/factories';

/** For a company without equipment: no scaffold number. */
const VALUES = { ...VALID_VALUES, scaffoldingNumber: '' };

function cookieOf(res: { cookies: { name: string; value: string }[] }, name: string) {
  return res.cookies.find((c) => c.name === name)?.value;
}

describe('a site kiosk', () => {
  let t: TestApp;
  let manager: string;
  let siteId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    const company = await createCompany(t.db);
    const site = await createSite(t.db, company.id, { code: 'GATE1' });
    await createSite(t.db, company.id, { code: 'GATE2' });
    siteId = site.id;
    ({ manager } = await signInStaff(t, {
      manager: { role: 'manager', companyId: company.id, siteIds: [site.id] },
    }));
  });
  afterAll(() => t.close());

  async function newKiosk(label = 'North gate') {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/kiosks/sites/${siteId}`,
      headers: { cookie: manager },
      payload: { label },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { kiosk, pairingPath } = created.json<{ kiosk: { id: number }; pairingPath: string }>();
    const code = new URL(pairingPath, 'http://x').searchParams.get('pair')!;
    return { id: kiosk.id, code };
  }

  async function pair(code: string) {
    return t.app.inject({ method: 'POST', url: '/api/kiosk/pair', payload: { code } });
  }

  it('pairs one tablet with a one-use link and serves its site without remembering phones', async () => {
    const { code } = await newKiosk();
    const paired = await pair(code);
    expect(paired.statusCode, paired.body).toBe(200);
    expect(paired.json()).toMatchObject({ siteId, siteCode: 'GATE1', label: 'North gate' });
    const token = cookieOf(paired, 'kiosk');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(String(paired.headers['set-cookie'])).toMatch(/^kiosk=.*Path=\/api; HttpOnly/);

    const second = await pair(code);
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({ code: 'KIOSK_LINK_INVALID' });

    const kiosk = { cookie: `kiosk=${token}` };
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/kiosk/session',
      headers: kiosk,
    });
    expect(session.statusCode).toBe(200);

    const sent = await submitEntry(t, 'GATE1', { values: VALUES, headers: kiosk });
    expect(sent.statusCode, sent.body).toBe(201);
    // A kiosk is every worker's: no phone's worker token, no device cookie.
    expect(sent.cookies.map((c) => c.name)).toEqual([]);
  });

  it('stores a replayed queued submission once, with the first answer', async () => {
    const { code } = await newKiosk('Replay gate');
    const kiosk = { cookie: `kiosk=${cookieOf(await pair(code), 'kiosk')}` };
    const headers = { ...kiosk, 'idempotency-key': 'queued-on-the-tablet-1' };
    const first = await submitEntry(t, 'GATE1', { values: VALUES, headers });
    expect(first.statusCode).toBe(201);
    const before = await storedCounts(t.db);
    const replay = await submitEntry(t, 'GATE1', { values: VALUES, headers });
    expect(replay.statusCode).toBe(201);
    expect(replay.json().id).toBe(first.json().id);
    expect(replay.json().requestNumber).toBe(first.json().requestNumber);
    expect(await storedCounts(t.db)).toEqual(before);
  });

  it('refuses a revoked kiosk at once, in the worker’s language, writing nothing', async () => {
    const { id, code } = await newKiosk('South gate');
    const kiosk = { cookie: `kiosk=${cookieOf(await pair(code), 'kiosk')}` };
    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/kiosks/${id}/revoke`,
      headers: { cookie: manager },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();

    const session = await t.app.inject({
      method: 'GET',
      url: '/api/kiosk/session?lang=en',
      headers: kiosk,
    });
    expect(session.statusCode).toBe(403);
    expect(session.json()).toMatchObject({ code: 'KIOSK_REVOKED' });
    expect(session.json().message).toMatch(/kiosk/i);

    const before = await storedCounts(t.db);
    const refused = await submitEntry(t, 'GATE1', {
      values: VALUES,
      headers: { ...kiosk, 'idempotency-key': 'after-revoke-1' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'KIOSK_REVOKED' });
    expect(await storedCounts(t.db)).toEqual(before);
  });

  it('refuses a kiosk sending another site’s form, and a forged token', async () => {
    const { code } = await newKiosk('Wrong gate');
    const kiosk = { cookie: `kiosk=${cookieOf(await pair(code), 'kiosk')}` };
    const before = await storedCounts(t.db);
    const other = await submitEntry(t, 'GATE2', { values: VALUES, headers: kiosk });
    expect(other.statusCode).toBe(403);
    const forged = await submitEntry(t, 'GATE1', {
      values: VALUES,
      headers: { cookie: `kiosk=${'a'.repeat(43)}` },
    });
    expect(forged.statusCode).toBe(403);
    expect(await storedCounts(t.db)).toEqual(before);
  });

  it('lists the site’s kiosks with their state and refuses an empty name', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/kiosks/sites/${siteId}`,
      headers: { cookie: manager },
    });
    expect(list.statusCode).toBe(200);
    const labels = list.json<{ kiosks: { label: string }[] }>().kiosks.map((k) => k.label);
    expect(labels).toContain('South gate');
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/kiosks/sites/${siteId}`,
      headers: { cookie: manager },
      payload: { label: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
