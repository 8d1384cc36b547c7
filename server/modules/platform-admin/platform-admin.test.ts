import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createEntryRequest } from '../../../test/entry-factories';
import { createCompany, createSite, createUser, loginAs } from '../../../test/factories';
import { auditLog, companies, users } from '../../db/schema';

let t: TestApp;
let cookies: Record<'root' | 'admin' | 'manager' | 'safety' | 'main', string>;
let acme: { id: number };
let other: { id: number };

beforeAll(async () => {
  t = await buildTestApp({ mainAccountUsernames: ['Founder'] });
  acme = await createCompany(t.db, { name: 'אקמה בנייה', phone: '03-5550000' });
  other = await createCompany(t.db, { name: 'Other Ltd', contactPerson: 'Dana' });
  const site = await createSite(t.db, acme.id, { code: 'ACME1', name: 'מגדל' });
  await createUser(t.db, { role: 'super_admin', username: 'root' });
  await createUser(t.db, { role: 'admin', username: 'acme-admin', companyId: acme.id });
  await createUser(t.db, {
    role: 'manager',
    username: 'acme-manager',
    companyId: acme.id,
    siteIds: [site.id],
  });
  await createUser(t.db, {
    role: 'safety_manager',
    username: 'acme-safety',
    companyId: acme.id,
    siteIds: [site.id],
  });
  await createUser(t.db, { role: 'admin', username: 'founder', companyId: other.id });
  await createEntryRequest(t.db, { companyId: acme.id, siteId: site.id });
  await createEntryRequest(t.db, {
    companyId: acme.id,
    siteId: site.id,
    status: 'approved',
    decidedAt: new Date(),
  });
  cookies = {
    root: await loginAs(t, 'root'),
    admin: await loginAs(t, 'acme-admin'),
    manager: await loginAs(t, 'acme-manager'),
    safety: await loginAs(t, 'acme-safety'),
    main: await loginAs(t, 'founder'),
  };
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const newCompany = (username: string) => ({
  company: { name: 'Beta Build', type: 'subcontractor', phone: '050-1234567' },
  admin: { username, password: 'long-enough-1', firstName: 'Beta', lastName: 'Boss' },
});
const details = { name: 'אקמה בנייה', type: 'main_contractor', contactPerson: 'Avi' };

describe('who may call /api/admin', () => {
  const calls: [Method, () => string, unknown?][] = [
    ['GET', () => '/api/admin/companies'],
    ['GET', () => '/api/admin/companies/export.csv'],
    ['POST', () => '/api/admin/companies', newCompany('refused-user')],
    ['PUT', () => `/api/admin/companies/${acme.id}`, details],
    ['PUT', () => `/api/admin/companies/${acme.id}/status`, { isActive: false }],
    ['GET', () => '/api/admin/system'],
    ['GET', () => `/api/admin/companies/${acme.id}`],
  ];

  it.each(calls)('%s %s refuses anonymous callers with 401', async (method, url, body) => {
    expect((await call(method, url(), undefined, body)).statusCode).toBe(401);
  });

  it.each(calls)('%s %s refuses admin, manager and safety manager with 403', async (m, url, b) => {
    for (const cookie of [cookies.admin, cookies.manager, cookies.safety]) {
      const res = await call(m, url(), cookie, b);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    const [company] = await t.db.select().from(companies).where(eq(companies.id, acme.id));
    expect(company).toMatchObject({ status: 'active', contactPerson: '' });
    expect(await t.db.select().from(users).where(eq(users.username, 'refused-user'))).toEqual([]);
  });

  it('lets a main account read a company card and the companies list', async () => {
    expect((await call('GET', `/api/admin/companies/${acme.id}`, cookies.main)).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/admin/companies', cookies.main)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/companies', () => {
  it('lists every company with its counts', async () => {
    const res = await call('GET', '/api/admin/companies', cookies.root);
    expect(res.statusCode).toBe(200);
    const listed = res.json().companies.find((c: { id: number }) => c.id === acme.id);
    expect(listed).toMatchObject({
      name: 'אקמה בנייה',
      phone: '03-5550000',
      isActive: true,
      siteCount: 1,
      userCount: 3,
      requestsThisMonth: 2,
    });
  });

  it('narrows the list by name or contact person, treating % as a character', async () => {
    const byContact = await call('GET', '/api/admin/companies?q=dana', cookies.root);
    expect(byContact.json().companies.map((c: { id: number }) => c.id)).toEqual([other.id]);
    const wildcard = await call('GET', '/api/admin/companies?q=%25', cookies.root);
    expect(wildcard.json().companies).toEqual([]);
  });

  it('refuses a search longer than 100 characters with 400', async () => {
    const res = await call('GET', `/api/admin/companies?q=${'x'.repeat(101)}`, cookies.root);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/admin/companies/export.csv', () => {
  it('sends the list as CSV with a byte-order mark and headings in the caller language', async () => {
    const res = await call('GET', '/api/admin/companies/export.csv?q=אקמה', cookies.root);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="companies-/);
    expect(res.body.startsWith('\uFEFF"Company","Type"')).toBe(true);
    expect(res.body).toContain('"אקמה בנייה","Main contractor","","03-5550000","","1","3","2"');
  });

  it('words the headings in the language the link names, over the browser one', async () => {
    const res = await call('GET', '/api/admin/companies/export.csv?lang=he', cookies.root);
    expect(res.body.startsWith('\uFEFF"חברה","סוג"')).toBe(true);
    expect(res.body).toContain('"פעילה"');
  });
});

describe('POST /api/admin/companies', () => {
  it('creates the company and its first admin, who can sign in', async () => {
    const res = await call('POST', '/api/admin/companies', cookies.root, newCompany('beta-boss'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Beta Build', userCount: 1, isActive: true });
    const [admin] = await t.db.select().from(users).where(eq(users.username, 'beta-boss'));
    expect(admin).toMatchObject({ role: 'admin', companyId: res.json().id });
    await expect(loginAs(t, 'beta-boss', 'long-enough-1')).resolves.toMatch(/^sid=/);
  });

  it('refuses a username taken in another case with 409 and creates no company', async () => {
    const before = await t.db.select().from(companies);
    const res = await call('POST', '/api/admin/companies', cookies.root, newCompany('ACME-Admin'));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('USERNAME_TAKEN');
    expect(await t.db.select().from(companies)).toHaveLength(before.length);
  });

  it('refuses a short password and an empty name with 400, per field, writing nothing', async () => {
    const before = await t.db.select().from(companies);
    const body = newCompany('gamma-boss');
    const res = await call('POST', '/api/admin/companies', cookies.root, {
      company: { ...body.company, name: ' ' },
      admin: { ...body.admin, password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().message).not.toBe('');
    expect(Object.keys(res.json().details).sort()).toEqual(['admin.password', 'company.name']);
    expect(await t.db.select().from(companies)).toHaveLength(before.length);
    expect(await t.db.select().from(users).where(eq(users.username, 'gamma-boss'))).toEqual([]);
  });
});

describe('PUT /api/admin/companies/{id}', () => {
  it('saves the details and records the change', async () => {
    const res = await call('PUT', `/api/admin/companies/${acme.id}`, cookies.root, {
      ...details,
      phone: '03-5550001',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ contactPerson: 'Avi', phone: '03-5550001' });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'company.update'));
    expect(audit).toHaveLength(1);
  });

  it('answers 404 for an unknown company and 400 for a bad type', async () => {
    expect(
      (await call('PUT', '/api/admin/companies/99999', cookies.root, details)).statusCode,
    ).toBe(404);
    const bad = await call('PUT', `/api/admin/companies/${acme.id}`, cookies.root, {
      ...details,
      type: 'pirate',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PUT /api/admin/companies/{id}/status', () => {
  it("signs the company's users out and keeps them out until reactivated", async () => {
    const url = `/api/admin/companies/${other.id}/status`;
    const mainCookie = await loginAs(t, 'founder');
    const off = await call('PUT', url, cookies.root, { isActive: false });
    expect(off.json()).toMatchObject({ isActive: false });
    expect((await call('GET', '/api/auth/user', mainCookie)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'founder', password: 'correct-horse-9' },
    });
    expect(login.json().code).toBe('ACCOUNT_INACTIVE');

    const on = await call('PUT', url, cookies.root, { isActive: true });
    expect(on.json()).toMatchObject({ isActive: true });
    await expect(loginAs(t, 'founder')).resolves.toMatch(/^sid=/);
  });

  it('keeps remember-me out too, even for a token that outlived the suspension', async () => {
    const company = await createCompany(t.db);
    await createUser(t.db, { role: 'admin', username: 'remembered', companyId: company.id });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'remembered', password: 'correct-horse-9', remember: true },
    });
    const token = login.cookies.find((c) => c.name === 'remember_me')!.value;
    // Suspended behind the API's back, so the token is not revoked: the sign-in flag decides.
    await t.db.update(companies).set({ status: 'suspended' }).where(eq(companies.id, company.id));
    const autoLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/auto-login',
      payload: { username: 'remembered' },
      cookies: { remember_me: token },
    });
    expect(autoLogin.statusCode).toBe(401);
  });

  it('refuses a body without isActive with 400', async () => {
    const res = await call('PUT', `/api/admin/companies/${acme.id}/status`, cookies.root, {});
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/admin/companies/{id}', () => {
  it("answers the company's card: sites, users and activity", async () => {
    const res = await call('GET', `/api/admin/companies/${acme.id}`, cookies.root);
    expect(res.statusCode).toBe(200);
    const card = res.json();
    expect(card.sites).toEqual([
      { id: expect.any(Number), code: 'ACME1', name: 'מגדל', location: '', isActive: true },
    ]);
    expect(card.users.map((u: { username: string }) => u.username)).toEqual([
      'acme-admin',
      'acme-manager',
      'acme-safety',
    ]);
    expect(card.activity).toMatchObject({ today: 2, last7Days: 2, last30Days: 2, pendingNow: 1 });
    expect(card.users[0]).not.toHaveProperty('passwordHash');
  });

  it('answers 404 for an unknown company and 400 for a bad id', async () => {
    expect((await call('GET', '/api/admin/companies/99999', cookies.root)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/companies/abc', cookies.root)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/system', () => {
  it('reports version, database, connections, requests and event-loop lag', async () => {
    const res = await call('GET', '/api/admin/system', cookies.root);
    expect(res.statusCode).toBe(200);
    const status = res.json();
    expect(status).toMatchObject({
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      database: {
        kind: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
        isReachable: true,
      },
      requests: { pendingNow: 1, approvedToday: 1 },
    });
    expect(status.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(status.eventLoopLagMs).toBeGreaterThanOrEqual(0);
  });
});
