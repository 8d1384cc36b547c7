import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, METRICS_AUTHORIZATION, type TestApp } from '../../../test/build-test-app';
import { submitEntry, VALID_VALUES } from '../../../test/entry-fixtures';
import { createCompany, createSite, createUser, loginAs } from '../../../test/factories';
import { auditLog, entryForms, entryRequests } from '../../db/schema';
import { EVENTS_CHANNEL } from '../../realtime/domain-events';

let t: TestApp;
const cookies: Record<string, string> = {};
const HIGH = { max: 10_000, windowMs: 60_000 };
const NO_SCAFFOLD = { ...VALID_VALUES, scaffoldingNumber: '' };

beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { submissions: HIGH, statusReads: HIGH } });
  const company = await createCompany(t.db, { name: 'אלון בנייה' });
  const site = await createSite(t.db, company.id, {
    code: 'MAIN1',
    name: 'מגדלי הפארק',
    location: 'חולון',
    nameTranslations: { ru: 'Парковые башни' },
  });
  const second = await createSite(t.db, company.id, { code: 'SECOND1' });
  await t.db.insert(entryForms).values({
    siteId: second.id,
    version: 1,
    fields: [{ id: 'firstName', type: 'text', label: { he: 'שם' }, required: true }],
  });
  const other = await createCompany(t.db);
  const otherSite = await createSite(t.db, other.id, { code: 'OTHER1' });
  const users = [
    { username: 'manager', role: 'manager', companyId: company.id, siteIds: [site.id] },
    { username: 'safety', role: 'safety_manager', companyId: company.id, siteIds: [site.id] },
    { username: 'admin', role: 'admin', companyId: company.id },
    { username: 'second', role: 'manager', companyId: company.id, siteIds: [second.id] },
    { username: 'stranger', role: 'manager', companyId: other.id, siteIds: [otherSite.id] },
    { username: 'root', role: 'super_admin' },
  ] as const;
  for (const u of users) {
    await createUser(t.db, { ...u, siteIds: 'siteIds' in u ? [...u.siteIds] : [] });
    cookies[u.username] = await loginAs(t, u.username);
  }
});
afterAll(() => t.close());

async function newEntry(code = 'MAIN1', values: Record<string, unknown> = NO_SCAFFOLD) {
  const res = await submitEntry(t, code, {
    values,
    ...(code === 'SECOND1' ? { files: [], fields: { formVersion: '1' } } : {}),
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

const decide = (id: string, as: string | null, body: Record<string, unknown>, headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/entry-requests/${id}/status`,
    headers: { ...(as ? { cookie: cookies[as]! } : {}), ...headers },
    payload: body,
  });

const exit = (id: string, as: string | null = null, headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/entry-requests/${id}/exit`,
    headers: { ...(as ? { cookie: cookies[as]! } : {}), ...headers },
  });

const read = (id: string) => t.app.inject({ method: 'GET', url: `/api/entry-requests/${id}` });

const auditOf = (id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'entry_request'), eq(auditLog.entityId, id)))
    .orderBy(auditLog.id);

describe('GET /api/entry-requests/{id}', () => {
  it('shows the waiting page what it needs, and nothing cached', async () => {
    const id = await newEntry();
    const res = await read(id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toEqual({
      id,
      requestNumber: expect.any(Number),
      status: 'pending',
      rejectionReason: null,
      language: 'he',
      siteId: expect.any(Number),
      workStartDate: '2026-03-01',
      scaffoldingNumber: null,
      platformNumber: null,
      exitTime: null,
      createdAt: expect.any(String),
      decidedAt: null,
      worker: { firstName: 'משה', lastName: 'כהן', phone: '050-1234567' },
      company: { name: 'גובה בע"מ' },
      site: {
        id: body.siteId,
        name: 'מגדלי הפארק',
        location: 'חולון',
        translations: {
          name: { he: 'מגדלי הפארק', ru: 'Парковые башни' },
          location: { he: 'חולון' },
        },
      },
      entryRequest: { status: 'pending', rejectionReason: null },
    });
    expect(body).not.toHaveProperty('values');
  });

  it("names the site in the caller's language, falling back to Hebrew", async () => {
    const id = await newEntry();
    const res = await t.app.inject({ method: 'GET', url: `/api/entry-requests/${id}?lang=ru` });
    expect(res.json().site).toMatchObject({ name: 'Парковые башни', location: 'חולון' });
  });

  it("names the site's company when the worker named no employer", async () => {
    const id = await newEntry('SECOND1', { firstName: 'Dana' });
    expect((await read(id)).json().company).toEqual({ name: 'אלון בנייה' });
  });

  it.each(['AAAAAAAAAAAAAAAAAAAAAA', 'short', 'bad id with spaces!!!!'])(
    'answers 404 ENTRY_NOT_FOUND for %s',
    async (id) => {
      const res = await read(encodeURIComponent(id));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'ENTRY_NOT_FOUND', message: 'הבקשה לא נמצאה.' });
    },
  );
});

describe('POST /api/entry-requests/{id}/status', () => {
  it('goes pending -> safety_manager_coming -> approved, auditing and announcing each step', async () => {
    const id = await newEntry();
    const payloads: string[] = [];
    const unlisten = await t.database.listen(EVENTS_CHANNEL, (p) => payloads.push(p));

    const coming = await decide(id, 'safety', { status: 'safety_manager_coming' });
    expect(coming.statusCode).toBe(200);
    expect(coming.json()).toMatchObject({ id, status: 'safety_manager_coming', decidedAt: null });

    const approved = await decide(id, 'manager', { status: 'approved', rejectionReason: 'x' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      rejectionReason: null,
      decidedAt: expect.any(String),
      entryRequest: { status: 'approved', rejectionReason: null },
    });
    expect((await read(id)).json().status).toBe('approved');

    const audit = await auditOf(id);
    expect(audit.map((a) => [a.fromStatus, a.toStatus, a.action])).toEqual([
      ['pending', 'safety_manager_coming', 'entry_request.status_change'],
      ['safety_manager_coming', 'approved', 'entry_request.status_change'],
    ]);
    expect(audit.every((a) => a.actorUserId !== null)).toBe(true);
    await expect
      .poll(() => payloads.map((p) => JSON.parse(p).status))
      .toEqual(expect.arrayContaining(['safety_manager_coming', 'approved']));
    await unlisten();
  });

  it('refuses a change of a final request with 409 and who decided it', async () => {
    const id = await newEntry();
    await decide(id, 'manager', { status: 'approved' });
    const res = await decide(id, 'admin', { status: 'rejected', rejectionReason: 'late' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'ENTRY_STATE_CONFLICT',
      message: expect.any(String),
      status: 'approved',
      decidedBy: { fullName: 'Test manager' },
      decidedAt: expect.any(String),
    });
    expect((await auditOf(id)).length).toBe(1);
  });

  it('refuses announcing the safety manager twice', async () => {
    const id = await newEntry();
    expect((await decide(id, 'safety', { status: 'safety_manager_coming' })).statusCode).toBe(200);
    const res = await decide(id, 'safety', { status: 'safety_manager_coming' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 'safety_manager_coming', decidedBy: null });
  });

  it('lets exactly one of two managers acting at once win', async () => {
    const id = await newEntry();
    const results = await Promise.all([
      decide(id, 'manager', { status: 'approved' }),
      decide(id, 'admin', { status: 'rejected', rejectionReason: 'חסר ציוד' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json();
    const loser = results.find((r) => r.statusCode === 409)!.json();
    expect(loser.status).toBe(winner.status);
    expect((await auditOf(id)).length).toBe(1);
  });

  it('needs a reason to reject, and shows the reason to the worker', async () => {
    const id = await newEntry();
    const bare = await decide(id, 'manager', { status: 'rejected', rejectionReason: '   ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { rejectionReason: 'יש לכתוב את סיבת הדחייה' },
    });
    expect((await read(id)).json().status).toBe('pending');

    const res = await decide(id, 'manager', { status: 'rejected', rejectionReason: 'אין הסמכה' });
    expect(res.statusCode).toBe(200);
    expect((await read(id)).json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'אין הסמכה',
      entryRequest: { status: 'rejected', rejectionReason: 'אין הסמכה' },
    });
    expect((await auditOf(id))[0]?.reason).toBe('אין הסמכה');
  });

  it.each([
    ['another company', 'stranger'],
    ['another site of the same company', 'second'],
  ])('answers 404 to a manager of %s and changes nothing', async (_, who) => {
    const id = await newEntry();
    const res = await decide(id, who, { status: 'approved' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ENTRY_NOT_FOUND');
    expect((await read(id)).json().status).toBe('pending');
  });

  it('lets the company admin and the super admin decide', async () => {
    const a = await newEntry();
    const b = await newEntry();
    expect((await decide(a, 'admin', { status: 'approved' })).statusCode).toBe(200);
    expect((await decide(b, 'root', { status: 'approved' })).statusCode).toBe(200);
  });

  it('refuses anonymous callers, foreign pages and unknown statuses', async () => {
    const id = await newEntry();
    expect((await decide(id, null, { status: 'approved' })).statusCode).toBe(401);
    const foreign = await decide(
      id,
      'manager',
      { status: 'approved' },
      { origin: 'https://evil.example' },
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('ORIGIN_FORBIDDEN');
    const bad = await decide(id, 'manager', { status: 'pending' });
    expect(bad.statusCode).toBe(400);
    expect((await read(id)).json().status).toBe('pending');
  });

  it('counts decisions in /metrics', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: METRICS_AUTHORIZATION,
    });
    expect(res.body).toMatch(/entry_request_decisions_total\{status="approved"\} [1-9]/);
  });
});

describe('POST /api/entry-requests/{id}/exit', () => {
  it('lets the worker holding the id of an approved request sign out, once', async () => {
    const id = await newEntry();
    await decide(id, 'manager', { status: 'approved' });
    const first = await exit(id);
    expect(first.statusCode).toBe(200);
    const exitTime = first.json().exitTime;
    expect(exitTime).toEqual(expect.any(String));
    const again = await exit(id);
    expect(again.statusCode).toBe(200);
    expect(again.json().exitTime).toBe(exitTime);
    const audit = (await auditOf(id)).filter((a) => a.action === 'entry_request.exit');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorUserId).toBeNull();
  });

  it('names staff in scope in the audit row', async () => {
    const id = await newEntry();
    await decide(id, 'manager', { status: 'approved' });
    expect((await exit(id, 'safety')).statusCode).toBe(200);
    const [row] = (await auditOf(id)).filter((a) => a.action === 'entry_request.exit');
    expect(row!.actorUserId).not.toBeNull();
  });

  it.each([
    ['pending', null],
    ['rejected', 'rejected'],
  ] as const)('refuses a %s request with 409 and sets nothing', async (_, status) => {
    const id = await newEntry();
    if (status) await decide(id, 'manager', { status, rejectionReason: 'לא' });
    const res = await exit(id, 'manager');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ENTRY_STATE_CONFLICT', status: status ?? 'pending' });
    const [row] = await t.db
      .select({ exitTime: entryRequests.exitTime })
      .from(entryRequests)
      .where(eq(entryRequests.id, id));
    expect(row!.exitTime).toBeNull();
  });

  it('answers 404 for an unknown id and 403 for a foreign page', async () => {
    expect((await exit('AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    const id = await newEntry();
    await decide(id, 'manager', { status: 'approved' });
    const res = await exit(id, null, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect((await read(id)).json().exitTime).toBeNull();
  });
});
