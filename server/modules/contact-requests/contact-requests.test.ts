import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, contactRequests, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, createSite, createUser, loginAs } from '../../../test/factories';
import { CONTACT_RATE_LIMIT } from '../../lib/contact-rate-limit';

let t: TestApp;
const cookie: Record<string, string> = {};
let ipCounter = 1;
/** Each test speaks from its own address, so the rate limit of one does not spill into another. */
const nextIp = () => `10.0.0.${ipCounter++}`;

const agentIds: Record<string, number> = {};

beforeAll(async () => {
  // q-main is a main account: a company admin by role, one of the platform's people by name.
  t = await buildTestApp({ mainAccountUsernames: ['Q-Main'] });
  const companyId = (await createCompany(t.db)).id;
  const site = await createSite(t.db, companyId);
  await createUser(t.db, { role: 'super_admin', username: 'q-super' });
  await createUser(t.db, { role: 'admin', username: 'q-admin', companyId });
  await createUser(t.db, { role: 'company_admin', username: 'q-cadmin', companyId });
  await createUser(t.db, { role: 'admin', username: 'q-main', companyId });
  await createUser(t.db, { role: 'manager', username: 'q-manager', companyId, siteIds: [site.id] });
  for (const name of ['agent', 'agent2']) {
    agentIds[name] = (await createUser(t.db, { role: 'sales_agent', username: `q-${name}` })).id;
  }
  for (const name of ['super', 'admin', 'cadmin', 'main', 'manager', 'agent', 'agent2'])
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
      headers: { cookie: cookie.super! },
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
    // An enum without a key of its own still answers in the caller's language.
    expect(unknown.json().details.kind).toBe('יש לבחור אחת מהאפשרויות ברשימה');
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

/** The first lead of a name (the rate-limit test leaves a second 'רונן כץ'). */
const leadNamed = async (name: string) =>
  (
    await t.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.name, name))
      .orderBy(asc(contactRequests.id))
  )[0]!;
const call = (
  as: string,
  method: 'GET' | 'PATCH' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, payload, headers: { cookie: cookie[as]! } });

describe('GET /api/contact-requests', () => {
  it('lists leads newest first for the super admin and a main account, whatever its role', async () => {
    for (const as of ['super', 'main']) {
      const res = await call(as, 'GET', '/api/contact-requests');
      expect(res.statusCode).toBe(200);
      const items = res.json().items;
      expect(items.length).toBeGreaterThan(1);
      expect(items[0].createdAt >= items[1].createdAt).toBe(true);
    }
  });

  it("gives a customer company's admins and managers nothing, and anonymous callers 401", async () => {
    const lead = await leadNamed('רונן כץ');
    for (const as of ['admin', 'cadmin', 'manager']) {
      expect((await call(as, 'GET', '/api/contact-requests')).statusCode).toBe(403);
      expect((await call(as, 'GET', `/api/contact-requests/${lead.id}`)).statusCode).toBe(403);
      expect((await call(as, 'GET', '/api/contact-requests/export.csv')).statusCode).toBe(403);
      const patch = await call(as, 'PATCH', `/api/contact-requests/${lead.id}`, {
        status: 'lost',
      });
      expect(patch.statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/contact-requests' })).statusCode).toBe(401);
    expect((await leadNamed('רונן כץ')).status).toBe(lead.status);
  });

  it('exports the list as CSV that Excel reads as UTF-8, with Hebrew intact', async () => {
    const res = await call('super', 'GET', '/api/contact-requests/export.csv?lang=he');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(res.body).toContain('רונן כץ');
    expect(res.body.split('\r\n')[0]).toContain('שם');
  });
});

describe('the leads pipeline', () => {
  it('moves a lead through the stages with a follow-up date, audited', async () => {
    const lead = await leadNamed('רונן כץ');
    const res = await call('super', 'PATCH', `/api/contact-requests/${lead.id}`, {
      status: 'contacted',
      followUpOn: '2026-12-01',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'contacted', followUpOn: '2026-12-01' });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'contact_request.update'));
    expect(audit.at(-1)).toMatchObject({ fromStatus: 'new', toStatus: 'contacted' });
    const filtered = await call('super', 'GET', '/api/contact-requests?status=contacted');
    expect(filtered.json().items.map((i: { id: number }) => i.id)).toEqual([lead.id]);
  });

  it('refuses a stage that does not exist in the caller language, and writes nothing', async () => {
    const lead = await leadNamed('רונן כץ');
    const res = await call('super', 'PATCH', `/api/contact-requests/${lead.id}?lang=en`, {
      status: 'done',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.status).toContain('Unknown stage');
    const he = await call('super', 'PATCH', `/api/contact-requests/${lead.id}`, {
      status: 'in_progress',
    });
    expect(he.json().details.status).toContain('שלב לא מוכר');
    expect((await leadNamed('רונן כץ')).status).toBe(lead.status);
    expect((await call('super', 'PATCH', '/api/contact-requests/999999', {})).statusCode).toBe(404);
  });

  it('keeps running notes, newest last, with their author', async () => {
    const lead = await leadNamed('רונן כץ');
    await call('super', 'POST', `/api/contact-requests/${lead.id}/notes`, { body: 'שיחה ראשונה' });
    const res = await call('super', 'POST', `/api/contact-requests/${lead.id}/notes`, {
      body: 'קבענו הדגמה',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().notes.map((n: { body: string }) => n.body)).toEqual([
      'שיחה ראשונה',
      'קבענו הדגמה',
    ]);
    const empty = await call('super', 'POST', `/api/contact-requests/${lead.id}/notes`, {
      body: '  ',
    });
    expect(empty.statusCode).toBe(400);
  });

  it('assigns a lead to an agent, who then sees it and only it; another agent gets 404', async () => {
    const lead = await leadNamed('רונן כץ');
    const assign = await call('super', 'PUT', `/api/contact-requests/${lead.id}/agent`, {
      agentId: agentIds.agent,
    });
    expect(assign.statusCode).toBe(200);
    expect(assign.json().assignedAgent.id).toBe(agentIds.agent);
    const mine = await call('agent', 'GET', '/api/contact-requests');
    expect(mine.json().items.map((i: { id: number }) => i.id)).toEqual([lead.id]);
    expect((await call('agent', 'GET', `/api/contact-requests/${lead.id}`)).statusCode).toBe(200);
    const stage = await call('agent', 'PATCH', `/api/contact-requests/${lead.id}`, {
      status: 'demo',
    });
    expect(stage.json().status).toBe('demo');
    expect((await call('agent2', 'GET', '/api/contact-requests')).json().items).toEqual([]);
    expect((await call('agent2', 'GET', `/api/contact-requests/${lead.id}`)).statusCode).toBe(404);
    const other = await call('agent2', 'PATCH', `/api/contact-requests/${lead.id}`, {
      status: 'lost',
    });
    expect(other.statusCode).toBe(404);
    // Assigning and opening companies are the platform's alone.
    const self = await call('agent', 'PUT', `/api/contact-requests/${lead.id}/agent`, {
      agentId: agentIds.agent2,
    });
    expect(self.statusCode).toBe(403);
  });

  it('refuses an agent who is not a sales agent, and changes nothing', async () => {
    const lead = await leadNamed('רונן כץ');
    const [admin] = await t.db.select().from(users).where(eq(users.username, 'q-admin'));
    const res = await call('super', 'PUT', `/api/contact-requests/${lead.id}/agent?lang=en`, {
      agentId: admin!.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.agentId).toBe('There is no such active sales agent');
    expect((await leadNamed('רונן כץ')).assignedAgentId).toBe(agentIds.agent);
  });

  it('opens a company from a lead once, marking it won; a second time is 409 and creates nothing', async () => {
    const lead = await leadNamed('מיכל לוי');
    const body = {
      company: { name: lead.companyName, type: 'main_contractor', contactPerson: lead.name },
      admin: { username: 'levi-admin', password: 'long-enough-1' },
    };
    const res = await call('main', 'POST', `/api/contact-requests/${lead.id}/company`, body);
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe('לוי בנייה');
    expect(await leadNamed('מיכל לוי')).toMatchObject({ status: 'won', companyId: res.json().id });
    const before = (await t.db.select().from(companies)).length;
    const again = await call('super', 'POST', `/api/contact-requests/${lead.id}/company`, {
      ...body,
      admin: { username: 'levi-admin-2', password: 'long-enough-1' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('LEAD_ALREADY_CONVERTED');
    expect((await t.db.select().from(companies)).length).toBe(before);
  });

  it('refuses a foreign Origin on a change', async () => {
    const lead = await leadNamed('רונן כץ');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/contact-requests/${lead.id}`,
      payload: { status: 'lost' },
      headers: { cookie: cookie.super!, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});
