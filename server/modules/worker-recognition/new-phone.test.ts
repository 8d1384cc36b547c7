import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import heValidation from '@shared/i18n/locales/he/validation.json';
import type { Recognition } from '@shared/schemas/worker-recognition.schemas';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createEquipment, submitEntry, VALID_VALUES } from '../../../test/entry-fixtures';
import { createCompany, createSite, createUser, loginAs } from '../../../test/factories';
import {
  auditLog,
  companySettings,
  entryForms,
  entryRequests,
  workerTokens,
} from '../../db/schema';
import { DEFAULT_FORM_FIELDS } from '../entry-forms/entry-forms.service';
import { workerCookieName } from '../../lib/worker-token-cookie';

const HIGH = { max: 10_000, windowMs: 60_000 };
const ID_FIELD = {
  id: 'idNumber',
  type: 'text' as const,
  label: { he: 'תעודת זהות', en: 'ID number' },
  required: true,
};

let t: TestApp;
let w: Awaited<ReturnType<typeof createWorld>>;
let phoneSerial = 0;

/** A phone number no other case uses: the per-number limit counts each number on its own. */
const freshPhone = () => `052-${String(1_000_000 + (phoneSerial += 1)).slice(1)}`;

async function companyWithIdField() {
  const company = await createCompany(t.db);
  await createEquipment(t.db, company.id);
  const site = await createSite(t.db, company.id);
  await t.db.insert(entryForms).values({
    siteId: site.id,
    version: 1,
    fields: [...DEFAULT_FORM_FIELDS, ID_FIELD],
  });
  const admin = await createUser(t.db, { role: 'company_admin', companyId: company.id });
  return { company, site, admin: await loginAs(t, admin.username) };
}

async function createWorld() {
  return { a: await companyWithIdField(), b: await companyWithIdField() };
}

beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { submissions: HIGH, statusReads: HIGH } });
  w = await createWorld();
});
afterAll(() => t.close());

type Tenant = Awaited<ReturnType<typeof companyWithIdField>>;

async function setDetail(tenant: Tenant, detailFieldId: string | null) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/worker-recognition/company',
    headers: { cookie: tenant.admin },
    payload: { detailFieldId },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ detailFieldId });
}

/** An approved visit to the tenant's site from another phone, with this number and ID. */
async function approvedVisit(tenant: Tenant, phone: string, idNumber = '012345678') {
  const sent = await submitEntry(t, tenant.site.code, {
    fields: { formVersion: '1' },
    values: { ...VALID_VALUES, phone, idNumber },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const decided = await t.app.inject({
    method: 'POST',
    url: `/api/entry-requests/${sent.json<{ id: string }>().id}/status`,
    headers: { cookie: tenant.admin },
    payload: { status: 'approved' },
  });
  expect(decided.statusCode, decided.body).toBe(200);
  return sent.json<{ id: string }>().id;
}

const claim = (tenant: Tenant, phone: string, detail: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: `/api/worker-recognition/new-phone?siteId=${tenant.site.id}`,
    remoteAddress: ip,
    payload: { phone, detail },
  });

const tokenCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(workerTokens))[0]!.n;

let address = 0;
/** Each case from its own address, so that only the per-number limit is shared. */
const nextAddress = () => `10.1.0.${(address += 1)}`;

describe('a worker on a new phone', () => {
  it('is offered nothing while the company has not chosen a detail', async () => {
    const phone = freshPhone();
    await approvedVisit(w.a, phone);
    const offer = await t.app.inject({
      method: 'GET',
      url: `/api/worker-recognition/new-phone?siteId=${w.a.site.id}`,
    });
    expect(offer.json()).toEqual({ detailFieldId: null });
    const before = await tokenCount();
    const response = await claim(w.a, phone, '012345678', nextAddress());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isRecognized: false });
    expect(response.cookies).toEqual([]);
    expect(await tokenCount()).toBe(before);
  });

  it('is recognised by his number and detail, and the new phone is then offered his details', async () => {
    await setDetail(w.a, 'idNumber');
    const phone = freshPhone();
    await approvedVisit(w.a, phone, '012345678');
    const offer = await t.app.inject({
      method: 'GET',
      url: `/api/worker-recognition/new-phone?siteId=${w.a.site.id}`,
    });
    expect(offer.json()).toEqual({ detailFieldId: 'idNumber' });
    // Typed differently from the form (spaces, dashes): the same detail.
    const response = await claim(w.a, phone.replace(/-/g, ' '), '01-234 5678', nextAddress());
    expect(response.json()).toEqual({ isRecognized: true });
    const cookie = response.cookies.find((c) => c.name === workerCookieName(w.a.company.id))!;
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api' });
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/worker-recognition/me?siteId=${w.a.site.id}`,
      cookies: { [cookie.name]: cookie.value },
    });
    expect(me.json<Recognition>()).toMatchObject({ isRecognized: true, phone, firstName: 'משה' });
  });

  it('is not recognised with a wrong detail, an unknown number, or at another company', async () => {
    await setDetail(w.a, 'idNumber');
    await setDetail(w.b, 'idNumber');
    const phone = freshPhone();
    await approvedVisit(w.a, phone, '987654321');
    const before = await tokenCount();
    const answers = await Promise.all([
      claim(w.a, phone, '987654320', nextAddress()),
      claim(w.a, freshPhone(), '987654321', nextAddress()),
      claim(w.b, phone, '987654321', nextAddress()),
    ]);
    for (const response of answers) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ isRecognized: false });
      expect(response.cookies).toEqual([]);
    }
    expect(await tokenCount()).toBe(before);
  });

  it('refuses a call from another site, and an unknown site is not found', async () => {
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/worker-recognition/new-phone?siteId=${w.a.site.id}`,
      headers: { origin: 'https://evil.example' },
      payload: { phone: freshPhone(), detail: 'x' },
    });
    expect(foreign.statusCode).toBe(403);
    const unknown = await claim(w.a, freshPhone(), 'x', nextAddress());
    expect(unknown.statusCode).toBe(200);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/worker-recognition/new-phone?siteId=999999',
      remoteAddress: nextAddress(),
      payload: { phone: freshPhone(), detail: 'x' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('limits the tries per phone number, from any address, and per address', async () => {
    await setDetail(w.a, 'idNumber');
    const phone = freshPhone();
    await approvedVisit(w.a, phone, '111222333');
    for (let i = 0; i < 5; i += 1) {
      expect((await claim(w.a, phone, `wrong${i}`, nextAddress())).statusCode).toBe(200);
    }
    const sixth = await claim(w.a, phone, '111222333', nextAddress());
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(sixth.cookies).toEqual([]);

    const ip = nextAddress();
    for (let i = 0; i < 10; i += 1) {
      expect((await claim(w.a, freshPhone(), 'x', ip)).statusCode).toBe(200);
    }
    expect((await claim(w.a, freshPhone(), 'x', ip)).statusCode).toBe(429);
  });

  it("refuses an empty detail in the worker's language", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/worker-recognition/new-phone?siteId=${w.a.site.id}`,
      remoteAddress: nextAddress(),
      headers: { 'accept-language': 'he' },
      payload: { phone: freshPhone(), detail: '  ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { detail: heValidation.valueRequired },
    });
  });

  it('lets only the company admin choose the detail, within the field id rules', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/worker-recognition/company',
      headers: { cookie: w.a.admin },
      payload: { detailFieldId: 'no spaces' },
    });
    expect(bad.statusCode).toBe(400);
    await setDetail(w.a, null);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/worker-recognition/company',
      headers: { cookie: w.a.admin },
    });
    expect(read.json()).toEqual({ detailFieldId: null });
  });
});

const DAY_MS = 24 * 60 * 60 * 1000;

const newPhoneAudits = (tenant: Tenant) =>
  t.db
    .select({ entityId: auditLog.entityId, details: auditLog.details })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.companyId, tenant.company.id),
        eq(auditLog.action, 'worker.new_phone_recognized'),
      ),
    );

describe('the detail of a new phone', () => {
  it('is checked against every approved visit of his, and a match is audited without it', async () => {
    const tenant = await companyWithIdField();
    await setDetail(tenant, 'idNumber');
    const phone = freshPhone();
    const older = await approvedVisit(tenant, phone, '012345678');
    // His latest visit gave the detail otherwise: the older one still recognises him.
    await approvedVisit(tenant, phone, '999888777');
    const wrong = await claim(tenant, phone, '555555555', nextAddress());
    expect(wrong.json()).toEqual({ isRecognized: false });
    expect(await newPhoneAudits(tenant)).toEqual([]);

    const right = await claim(tenant, phone, '012345678', nextAddress());
    expect(right.json()).toEqual({ isRecognized: true });
    const audits = await newPhoneAudits(tenant);
    expect(audits).toEqual([
      {
        entityId: phone.replace(/\D/g, ''),
        details: { siteId: tenant.site.id, entryRequestId: older, detailFieldId: 'idNumber' },
      },
    ]);
    expect(JSON.stringify(audits)).not.toContain('012345678');
  });

  it("does not count a visit past the company's retention period, even before it is erased", async () => {
    const tenant = await companyWithIdField();
    await setDetail(tenant, 'idNumber');
    await t.db
      .update(companySettings)
      .set({ retentionMonths: 1 })
      .where(eq(companySettings.companyId, tenant.company.id));
    const phone = freshPhone();
    const id = await approvedVisit(tenant, phone, '246813579');
    await t.db
      .update(entryRequests)
      .set({ createdAt: new Date(Date.now() - 40 * DAY_MS) })
      .where(eq(entryRequests.id, id));
    const before = await tokenCount();
    const response = await claim(tenant, phone, '246813579', nextAddress());
    expect(response.json()).toEqual({ isRecognized: false });
    expect(await tokenCount()).toBe(before);
    expect(await newPhoneAudits(tenant)).toEqual([]);
  });
});
