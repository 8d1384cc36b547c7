import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteInquiries } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, createSite, createUser, loginAs } from '../../../test/factories';

let t: TestApp;
const cookie: Record<string, string> = {};
let siteCode = '';
let otherSiteCode = '';
let ipCounter = 1;
/** Each call speaks from its own address, so the per-address limit does not spill over. */
const nextIp = () => `10.1.0.${ipCounter++}`;

beforeAll(async () => {
  t = await buildTestApp();
  const companyId = (await createCompany(t.db)).id;
  const site = await createSite(t.db, companyId);
  const siblingSite = await createSite(t.db, companyId);
  const otherCompanyId = (await createCompany(t.db)).id;
  const otherSite = await createSite(t.db, otherCompanyId);
  siteCode = site.code;
  otherSiteCode = otherSite.code;
  await createUser(t.db, { role: 'admin', username: 'si-admin', companyId });
  await createUser(t.db, {
    role: 'manager',
    username: 'si-manager',
    companyId,
    siteIds: [site.id],
  });
  await createUser(t.db, {
    role: 'safety_manager',
    username: 'si-sibling',
    companyId,
    siteIds: [siblingSite.id],
  });
  await createUser(t.db, {
    role: 'manager',
    username: 'si-foreign',
    companyId: otherCompanyId,
    siteIds: [otherSite.id],
  });
  await createUser(t.db, { role: 'super_admin', username: 'si-super' });
  for (const name of ['admin', 'manager', 'sibling', 'foreign', 'super'])
    cookie[name] = await loginAs(t, `si-${name}`);
});
afterAll(() => t.close());

const send = (code: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sites/code/${code}/inquiries`,
    payload,
    headers,
    remoteAddress: nextIp(),
  });
const list = (who: string) =>
  t.app.inject({ method: 'GET', url: '/api/site-inquiries', headers: { cookie: cookie[who]! } });
const noise = { kind: 'complaint', name: 'שכנה', contact: '050-7654321', message: 'רעש ב-6 בבוקר' };

describe('the "contact the site" form', () => {
  it("a neighbour's message reaches that company's inquiries and nobody else's", async () => {
    expect((await send(siteCode, noise)).statusCode).toBe(201);

    const own = (await list('manager')).json().inquiries;
    expect(own).toEqual([
      expect.objectContaining({ ...noise, status: 'new', note: '', handledBy: null }),
    ]);
    expect((await list('admin')).json().inquiries).toHaveLength(1);
    expect((await list('sibling')).json().inquiries).toEqual([]);
    expect((await list('foreign')).json().inquiries).toEqual([]);
    // The platform's people read leads, not a customer's inquiries.
    expect((await list('super')).statusCode).toBe(403);
  });

  it("another company's staff get 404 on the inquiry, and it stays as it was", async () => {
    await send(otherSiteCode, { kind: 'lost_item', message: 'מצאתי מפתחות' });
    const [theirs] = await t.db
      .select()
      .from(siteInquiries)
      .where(eq(siteInquiries.message, 'מצאתי מפתחות'));
    const patch = (who: string, payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/site-inquiries/${theirs!.id}`,
        payload,
        headers: { cookie: cookie[who]! },
      });
    expect((await patch('manager', { status: 'closed' })).statusCode).toBe(404);
    const [after] = await t.db.select().from(siteInquiries).where(eq(siteInquiries.id, theirs!.id));
    expect(after!.status).toBe('new');

    const done = await patch('foreign', { status: 'in_progress', note: 'הועבר למשרד' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'in_progress', note: 'הועבר למשרד' });
    expect(done.json().handledBy).not.toBeNull();
  });

  it("refuses bad input in the caller's language and writes nothing", async () => {
    const before = await t.db.$count(siteInquiries);
    const res = await send(siteCode, { kind: 'party', message: '' }, { 'accept-language': 'ru' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(body)).toContain('Это обязательное поле');
    expect(await t.db.$count(siteInquiries)).toBe(before);
  });

  it('answers an unknown site code with 404 and writes nothing', async () => {
    const before = await t.db.$count(siteInquiries);
    expect((await send('NO-SUCH-SITE', noise)).statusCode).toBe(404);
    expect(await t.db.$count(siteInquiries)).toBe(before);
  });
});
