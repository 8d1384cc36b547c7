import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformDay, addDays } from '@shared/time/calendar-day';
import { addMonths } from '@shared/inspections/inspection-rules';
import ruValidation from '@shared/i18n/locales/ru/validation.json';
import type { CertificateList } from '@shared/schemas/certificate.schemas';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { storedCounts, submitEntry, testJpeg } from '../../../test/entry-fixtures';
import { createCompany, createSite, createUser, loginAs } from '../../../test/factories';
import { entryForms, workerCertificates } from '../../db/schema';
import { eraseExpiredPersonalData } from '../privacy/privacy.service';
import { workerCookieName } from '../../lib/worker-token-cookie';
import { validCertificatesFor, workAtHeightProblem } from './certificates.service';

let t: TestApp;
let companyId: number;
let siteId: number;
let otherSiteId: number;
let manager: string;
let safety: string;
let otherSiteManager: string;
const SITE = 'CERT1';
const OTHER = 'CERT2';
const today = platformDay(new Date());

const FIELDS = [
  { id: 'firstName', type: 'text' as const, label: { he: 'שם', en: 'Name' }, required: true },
  {
    id: 'companyName',
    type: 'text' as const,
    label: { he: 'מעסיק', en: 'Employer' },
    required: true,
  },
  {
    id: 'height',
    type: 'certificate' as const,
    label: { he: 'תעודת עבודה בגובה', en: 'Height certificate', ru: 'Удостоверение' },
    required: true,
  },
];

const CARD = {
  kind: 'work_at_height',
  domains: ['roofs', 'scaffolds'],
  number: 'WH-1001',
  issuedOn: addDays(today, -30),
  expiresOn: addDays(today, 20),
  instructorRegistration: 'INS-77',
  dateOfBirth: '1990-04-01',
};

const photo = async () => ({
  name: 'file_height',
  bytes: await testJpeg(),
  filename: 'card.jpg',
  type: 'image/jpeg',
});

async function send(
  siteCode: string,
  answer: unknown,
  options: { cookies?: Record<string, string>; withPhoto?: boolean; employer?: string } = {},
) {
  return submitEntry(t, siteCode, {
    fields: { formVersion: '1', language: 'ru' },
    values: {
      firstName: 'יוסי',
      companyName: options.employer ?? 'גובה בעמ',
      height: typeof answer === 'string' ? answer : JSON.stringify(answer),
    },
    files: options.withPhoto === false ? [] : [await photo()],
    headers: {
      cookie: Object.entries(options.cookies ?? {})
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
    },
  });
}

async function decide(id: string, status: 'approved' | 'rejected', cookie = manager) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/entry-requests/${id}/status`,
    headers: { cookie },
    payload: status === 'rejected' ? { status, rejectionReason: 'no' } : { status },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A worker's approved visit with the card: his phone's cookie and his worker key. */
async function keptCard(card: Record<string, unknown> = CARD, employer?: string) {
  const res = await send(SITE, card, { employer });
  expect(res.statusCode, res.body).toBe(201);
  const cookie = res.cookies.find((c) => c.name === workerCookieName(companyId))!;
  await decide(res.json<{ id: string }>().id, 'approved');
  const [row] = await t.db
    .select()
    .from(workerCertificates)
    .where(sql`${workerCertificates.entryRequestId} = ${res.json<{ id: string }>().id}`);
  return { cookies: { [cookie.name]: cookie.value }, row: row! };
}

async function list(cookie: string, query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/certificates${query}`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CertificateList>();
}

const verify = (id: number, cookie: string) =>
  t.app.inject({ method: 'POST', url: `/api/certificates/${id}/verify`, headers: { cookie } });

beforeAll(async () => {
  t = await buildTestApp();
  companyId = (await createCompany(t.db)).id;
  siteId = (await createSite(t.db, companyId, { code: SITE })).id;
  otherSiteId = (await createSite(t.db, companyId, { code: OTHER })).id;
  await t.db.insert(entryForms).values([
    { siteId, version: 1, fields: FIELDS },
    { siteId: otherSiteId, version: 1, fields: FIELDS },
  ]);
  await createUser(t.db, {
    username: 'cert-manager',
    role: 'manager',
    companyId,
    siteIds: [siteId],
  });
  await createUser(t.db, {
    username: 'cert-safety',
    role: 'safety_manager',
    companyId,
    siteIds: [siteId],
  });
  await createUser(t.db, {
    username: 'cert-other',
    role: 'manager',
    companyId,
    siteIds: [otherSiteId],
  });
  manager = await loginAs(t, 'cert-manager');
  safety = await loginAs(t, 'cert-safety');
  otherSiteManager = await loginAs(t, 'cert-other');
});
afterAll(() => t.close());

describe('a certificate at the gate', () => {
  const refused: [string, unknown, string, Record<string, string>][] = [
    [
      'an expiry before its issue',
      { ...CARD, expiresOn: addDays(CARD.issuedOn, -1) },
      ruValidation.certificateExpiryBeforeIssue,
      {},
    ],
    [
      'a work-at-height card valid for more than two years',
      {
        ...CARD,
        issuedOn: addDays(today, -10),
        expiresOn: addDays(addMonths(addDays(today, -10), 24), 1),
      },
      ruValidation.certificateTooLong,
      { latest: addMonths(addDays(today, -10), 24) },
    ],
    [
      'a date of birth in the future',
      { ...CARD, dateOfBirth: addDays(today, 5) },
      ruValidation.birthDateInFuture,
      {},
    ],
    [
      'an expired card',
      { ...CARD, issuedOn: addDays(today, -400), expiresOn: addDays(today, -3) },
      ruValidation.certificateExpired,
      { date: addDays(today, -3) },
    ],
    [
      'a kind the field does not offer',
      { ...CARD, kind: 'forged' },
      ruValidation.certificateKind,
      {},
    ],
    [
      'work at height without a domain',
      { ...CARD, domains: [] },
      ruValidation.certificateDomains,
      {},
    ],
    ['a text that is no certificate', 'not json', ruValidation.certificateInvalid, {}],
  ];

  it.each(refused)(
    'refuses %s in the worker language and writes nothing',
    async (_, answer, text, params) => {
      const before = await storedCounts(t.db);
      const res = await send(SITE, answer);
      expect(res.statusCode, res.body).toBe(400);
      let message = text.replace('{{label}}', 'Удостоверение');
      for (const [key, value] of Object.entries(params))
        message = message.replace(`{{${key}}}`, value);
      expect(res.json<{ details: Record<string, string> }>().details.height).toBe(message);
      expect(await storedCounts(t.db)).toEqual(before);
    },
  );

  it('refuses a card without its photo, and a photo that is not an image', async () => {
    const before = await storedCounts(t.db);
    const bare = await send(SITE, CARD, { withPhoto: false });
    expect(bare.statusCode).toBe(400);
    expect(bare.json<{ details: Record<string, string> }>().details.height).toBe(
      ruValidation.certificatePhotoMissing.replace('{{label}}', 'Удостоверение'),
    );
    const body = await submitEntry(t, SITE, {
      fields: { formVersion: '1', language: 'ru' },
      values: { firstName: 'יוסי', companyName: 'X', height: JSON.stringify(CARD) },
      files: [
        {
          name: 'file_height',
          bytes: Buffer.from('%PDF-1.4'),
          filename: 'a.jpg',
          type: 'image/jpeg',
        },
      ],
    });
    expect(body.statusCode).toBe(400);
    expect(body.json<{ code: string }>().code).toBe('FILE_NOT_IMAGE');
    expect(await storedCounts(t.db)).toEqual(before);
  });
});

describe('a certificate kept with the worker', () => {
  it('is kept on approval, counts for permits only once verified, and once', async () => {
    const { row } = await keptCard();
    expect(row).toMatchObject({ kind: 'work_at_height', number: 'WH-1001', verifiedAt: null });
    expect(row.photoFileId).not.toBeNull();
    const worker = { companyId, workerKey: row.workerTokenId };
    const query = { kind: 'work_at_height', domain: 'roofs' as const, on: today };
    expect(await validCertificatesFor(t.db, worker, query)).toEqual([]);

    const listed = await list(manager);
    const item = listed.items.find((i) => i.id === row.id)!;
    expect(item).toMatchObject({
      employer: 'גובה בעמ',
      siteId,
      expiry: 'expiring',
      verifiedAt: null,
    });
    expect(listed.employers).toContain('גובה בעמ');

    const [first, second] = await Promise.all([verify(row.id, manager), verify(row.id, safety)]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json<{ code: string; verifiedBy: unknown }>()).toMatchObject({
      code: 'CERTIFICATE_ALREADY_VERIFIED',
      verifiedBy: { fullName: expect.any(String) },
    });
    expect(await validCertificatesFor(t.db, worker, query)).toHaveLength(1);
    expect(await workAtHeightProblem(t.db, worker, { domain: 'roofs', on: today })).toBeNull();
    expect(await workAtHeightProblem(t.db, worker, { domain: 'ladders', on: today })).toBe(
      'NO_VALID_CERTIFICATE',
    );
  });

  it('is offered again to the same phone, and to no other', async () => {
    const { cookies, row } = await keptCard({ ...CARD, number: 'WH-2002' });
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/certificates/mine?siteId=${otherSiteId}`,
      cookies,
    });
    expect(mine.json<{ certificates: { id: number }[] }>().certificates.map((c) => c.id)).toContain(
      row.id,
    );
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/certificates/mine?siteId=${siteId}`,
    });
    expect(stranger.json()).toEqual({ certificates: [] });

    const again = await send(OTHER, { keptId: row.id }, { cookies, withPhoto: false });
    expect(again.statusCode, again.body).toBe(201);
    await decide(again.json<{ id: string }>().id, 'approved', otherSiteManager);
    const moved = await list(otherSiteManager);
    expect(moved.items.map((i) => i.id)).toContain(row.id);
    expect((await list(manager)).items.map((i) => i.id)).not.toContain(row.id);

    const before = await storedCounts(t.db);
    const forged = await send(SITE, { keptId: row.id }, { withPhoto: false });
    expect(forged.statusCode).toBe(400);
    expect(forged.json<{ details: Record<string, string> }>().details.height).toBe(
      ruValidation.certificateNotKept.replace('{{label}}', 'Удостоверение'),
    );
    expect(await storedCounts(t.db)).toEqual(before);
  });

  it('leaves a row in the access log for each read of the list', async () => {
    await list(manager, `?siteId=${siteId}`);
    await t.app.accessLog.flush();
    const result = await t.db.execute(
      sql`select subject from data_access_log where kind = 'certificates'`,
    );
    const rows = (result as unknown as { rows: { subject: string }[] }).rows;
    expect(rows.map((r) => JSON.parse(r.subject) as unknown)).toContainEqual({ siteId });
  });

  it('is not kept from a rejected request', async () => {
    const res = await send(SITE, { ...CARD, number: 'WH-REJ' });
    await decide(res.json<{ id: string }>().id, 'rejected');
    const rows = await t.db
      .select()
      .from(workerCertificates)
      .where(sql`${workerCertificates.number} = 'WH-REJ'`);
    expect(rows).toEqual([]);
  });

  it('is not listed, nor verified, by a manager of another site', async () => {
    const { row } = await keptCard({ ...CARD, number: 'WH-3003' }, 'חברה אחרת');
    expect((await list(otherSiteManager)).items.map((i) => i.id)).not.toContain(row.id);
    expect((await verify(row.id, otherSiteManager)).statusCode).toBe(404);
    const filtered = await list(manager, `?employer=${encodeURIComponent('חברה אחרת')}`);
    expect(filtered.items.map((i) => i.id)).toEqual([row.id]);
  });

  it('is deleted by retention once expired for longer than the company keeps data', async () => {
    const { row } = await keptCard({ ...CARD, number: 'WH-4004' });
    const later = new Date(Date.parse(`${addDays(CARD.expiresOn, 400)}T12:00:00Z`));
    await eraseExpiredPersonalData(t.db, t.app.blobStore, later);
    const rows = await t.db
      .select()
      .from(workerCertificates)
      .where(sql`${workerCertificates.id} = ${row.id}`);
    expect(rows).toEqual([]);
  });
});
