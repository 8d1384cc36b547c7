import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactRequests } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, createSite, createUser, loginAs } from '../../../test/factories';
import { CONTACT_RATE_LIMIT } from './contact-requests.routes';

let t: TestApp;
const cookie: Record<string, string> = {};
let ipCounter = 1;
/** Each test speaks from its own address, so the rate limit of one does not spill into another. */
const nextIp = () => `10.0.0.${ipCounter++}`;

beforeAll(async () => {
  t = await buildTestApp();
  const companyId = (await createCompany(t.db)).id;
  const site = await createSite(t.db, companyId);
  await createUser(t.db, { role: 'super_admin', username: 'q-super' });
  await createUser(t.db, { role: 'admin', username: 'q-admin', companyId });
  await createUser(t.db, { role: 'company_admin', username: 'q-cadmin', companyId });
  await createUser(t.db, { role: 'manager', username: 'q-manager', companyId, siteIds: [site.id] });
  for (const name of ['super', 'admin', 'cadmin', 'manager'])
    cookie[name] = await loginAs(t, `q-${name}`);
});
afterAll(() => t.close());

const submit = (payload: object, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/contact-requests', payload, remoteAddress });
const inquiry = {
  name: 'רונן כץ',
  phone: '052-1234567',
  companyName: 'כץ פיגומים',
  message: 'מעוניין בהדגמה',
  source: '/scaffolding-tracking',
};

describe('POST /api/contact-requests', () => {
  it('stores an inquiry from anybody, with an audit row', async () => {
    const res = await submit(inquiry);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true });
    const [row] = await t.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.name, 'רונן כץ'));
    expect(row).toMatchObject({ ...inquiry, status: 'new', note: '' });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(row!.id)));
    expect(audit[0]!.action).toBe('contact_request.create');
  });

  it('asks for a name and a way to answer, in the language asked for', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact-requests?lang=en',
      payload: { name: '', email: 'bad' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({
      name: 'This field is required',
      email: 'The email address is not valid',
    });
    const noContact = await submit({ name: 'x' });
    expect(noContact.json().details.phone).toContain('טלפון');
  });

  it('stores an account request of kind registration, which the admins see in their list', async () => {
    const request = {
      kind: 'registration',
      name: 'מיכל לוי',
      email: 'michal@levi-build.example',
      companyName: 'לוי בנייה',
      source: '/auth/register',
    };
    expect((await submit(request)).statusCode).toBe(201);
    const list = await t.app.inject({
      url: '/api/contact-requests',
      headers: { cookie: cookie.admin! },
    });
    const stored = list.json().items.find((i: { name: string }) => i.name === 'מיכל לוי');
    expect(stored).toMatchObject({ ...request, phone: '', status: 'new' });
    const plain = list.json().items.find((i: { name: string }) => i.name === 'רונן כץ');
    expect(plain.kind).toBe('inquiry');
  });

  it('asks an account request for its company, and refuses an unknown kind', async () => {
    const before = (await t.db.select().from(contactRequests)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact-requests?lang=en',
      payload: { kind: 'registration', name: 'Dana', phone: '050-1234567', companyName: ' ' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ companyName: 'This field is required' });
    const unknown = await submit({ ...inquiry, kind: 'account' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.kind).toEqual(expect.any(String));
    expect((await t.db.select().from(contactRequests)).length).toBe(before);
  });

  it('thanks a robot that filled the hidden field, and stores nothing', async () => {
    const before = (await t.db.select().from(contactRequests)).length;
    const res = await submit({ ...inquiry, name: 'bot', website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect((await t.db.select().from(contactRequests)).length).toBe(before);
  });

  it('stops one address after a few inquiries with 429 and Retry-After', async () => {
    const ip = nextIp();
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      expect((await submit({ ...inquiry, name: `n${i}` }, ip)).statusCode).toBe(201);
    }
    // An account request from the same address counts against the same limit.
    const res = await submit({ ...inquiry, kind: 'registration' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('TOO_MANY_REQUESTS');
    expect(res.headers['retry-after']).toBeTruthy();
    expect((await submit(inquiry)).statusCode).toBe(201);
  });
});

describe('GET /api/contact-requests', () => {
  it('lists inquiries newest first for the super admin and the system admin', async () => {
    for (const as of ['super', 'admin']) {
      const res = await t.app.inject({
        url: '/api/contact-requests',
        headers: { cookie: cookie[as]! },
      });
      expect(res.statusCode).toBe(200);
      const items = res.json().items;
      expect(items.length).toBeGreaterThan(1);
      expect(items[0].createdAt >= items[1].createdAt).toBe(true);
    }
  });

  it('is closed to company admins, managers and anonymous callers', async () => {
    for (const as of ['cadmin', 'manager']) {
      const res = await t.app.inject({
        url: '/api/contact-requests',
        headers: { cookie: cookie[as]! },
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/contact-requests' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/contact-requests/{id}', () => {
  it('sets the status and a note, audited, and filters by status', async () => {
    const [row] = await t.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.name, 'רונן כץ'));
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/contact-requests/${row!.id}`,
      payload: { status: 'in_progress', note: 'חזרתי אליו, מחכה לתשובה' },
      headers: { cookie: cookie.admin! },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'in_progress', note: 'חזרתי אליו, מחכה לתשובה' });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'contact_request.update'));
    expect(audit[0]).toMatchObject({ fromStatus: 'new', toStatus: 'in_progress' });
    const filtered = await t.app.inject({
      url: '/api/contact-requests?status=in_progress',
      headers: { cookie: cookie.super! },
    });
    expect(filtered.json().items.map((i: { id: number }) => i.id)).toEqual([row!.id]);
  });

  it('refuses an unknown status, an unknown id, a manager and a foreign Origin', async () => {
    const [row] = await t.db.select().from(contactRequests).limit(1);
    const patch = (as: string, id: number, payload: object, headers = {}) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/contact-requests/${id}`,
        payload,
        headers: { cookie: cookie[as]!, ...headers },
      });
    expect((await patch('admin', row!.id, { status: 'done' })).statusCode).toBe(400);
    expect((await patch('admin', 999_999, { status: 'handled' })).statusCode).toBe(404);
    expect((await patch('manager', row!.id, { status: 'handled' })).statusCode).toBe(403);
    const foreign = await patch(
      'admin',
      row!.id,
      { status: 'handled' },
      { origin: 'https://evil.example' },
    );
    expect(foreign.statusCode).toBe(403);
  });
});
