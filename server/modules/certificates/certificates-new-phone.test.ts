import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, platformDay } from '@shared/time/calendar-day';
import type { MyCertificates } from '@shared/schemas/certificate.schemas';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { submitEntry, testJpeg } from '../../../test/entry-fixtures';
import { createCompany, createSite, createUser, loginAs } from '../../../test/factories';
import { entryForms, workerCertificates } from '../../db/schema';
import { workerCookieName } from '../../lib/worker-token-cookie';
import {
  validCertificatesFor,
  workAtHeightProblem,
  workerKeyOfRequest,
} from './certificates.service';

const HIGH = { max: 10_000, windowMs: 60_000 };
const SITE = 'CERTNP';
const today = platformDay(new Date());

const FIELDS = [
  { id: 'firstName', type: 'text' as const, label: { he: 'שם', en: 'Name' }, required: true },
  { id: 'phone', type: 'phone' as const, label: { he: 'טלפון', en: 'Phone' }, required: true },
  {
    id: 'idNumber',
    type: 'text' as const,
    label: { he: 'תעודת זהות', en: 'ID number' },
    required: true,
  },
  {
    id: 'height',
    type: 'certificate' as const,
    label: { he: 'תעודת עבודה בגובה', en: 'Height certificate' },
    required: true,
  },
];

const card = (number: string) => ({
  kind: 'work_at_height',
  domains: ['roofs', 'scaffolds'],
  number,
  issuedOn: addDays(today, -30),
  expiresOn: addDays(today, 200),
  instructorRegistration: 'INS-77',
  dateOfBirth: '1990-04-01',
});

let t: TestApp;
let companyId: number;
let siteId: number;
let admin: string;
let phoneSerial = 0;
let address = 0;

/** A number no other case uses: the new-phone limit counts tries per number. */
const freshPhone = () => `054-${String(1_000_000 + (phoneSerial += 1)).slice(1)}`;
/** Each try from its own address, so that the per-address limit never decides a case. */
const nextAddress = () => `10.2.0.${(address += 1)}`;

type Cookies = Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { submissions: HIGH, statusReads: HIGH } });
  companyId = (await createCompany(t.db)).id;
  siteId = (await createSite(t.db, companyId, { code: SITE })).id;
  await t.db.insert(entryForms).values({ siteId, version: 1, fields: FIELDS });
  const user = await createUser(t.db, { role: 'company_admin', companyId });
  admin = await loginAs(t, user.username);
  const chosen = await t.app.inject({
    method: 'PUT',
    url: '/api/worker-recognition/company',
    headers: { cookie: admin },
    payload: { detailFieldId: 'idNumber' },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
});
afterAll(() => t.close());

const cookieHeader = (cookies: Cookies) =>
  Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');

/** An approved visit from a phone (a fresh one without cookies) with this answer. */
async function approvedVisit(
  worker: { phone: string; idNumber: string },
  height: unknown,
  cookies: Cookies = {},
) {
  const sent = await submitEntry(t, SITE, {
    fields: { formVersion: '1' },
    values: { firstName: 'יוסי', ...worker, height: JSON.stringify(height) },
    files:
      'keptId' in (height as object)
        ? []
        : [{ name: 'file_height', bytes: await testJpeg(), filename: 'c.jpg', type: 'image/jpeg' }],
    headers: { cookie: cookieHeader(cookies) },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const id = sent.json<{ id: string }>().id;
  const decided = await t.app.inject({
    method: 'POST',
    url: `/api/entry-requests/${id}/status`,
    headers: { cookie: admin },
    payload: { status: 'approved' },
  });
  expect(decided.statusCode, decided.body).toBe(200);
  const cookie = sent.cookies.find((c) => c.name === workerCookieName(companyId));
  return { id, cookies: cookie ? { [cookie.name]: cookie.value } : cookies };
}

const keptRow = async (number: string) =>
  t.db.select().from(workerCertificates).where(eq(workerCertificates.number, number));

async function verify(number: string) {
  const [row] = await keptRow(number);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/certificates/${row!.id}/verify`,
    headers: { cookie: admin },
  });
  expect(res.statusCode, res.body).toBe(200);
  return row!.id;
}

/** "I've been here before on another phone" from a phone with no cookie of the company. */
async function claimNewPhone(phone: string, detail: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/worker-recognition/new-phone?siteId=${siteId}`,
    remoteAddress: nextAddress(),
    payload: { phone, detail },
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === workerCookieName(companyId));
  return {
    isRecognized: res.json<{ isRecognized: boolean }>().isRecognized,
    cookies: cookie ? { [cookie.name]: cookie.value } : {},
  };
}

async function mine(cookies: Cookies) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/certificates/mine?siteId=${siteId}`,
    cookies,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MyCertificates>().certificates;
}

const permitCheck = async (entryRequestId: string) => {
  const workerKey = await workerKeyOfRequest(t.db, entryRequestId);
  if (workerKey === null) return 'NO_PHONE';
  return workAtHeightProblem(t.db, { companyId, workerKey }, { domain: 'roofs', on: today });
};

describe("a worker's certificates on his new phone", () => {
  it('follow him, verified, to the form and the permits, and go with his erasure', async () => {
    const worker = { phone: freshPhone(), idNumber: '123456782' };
    const first = await approvedVisit(worker, card('NP-100'));
    const certificateId = await verify('NP-100');
    expect(await permitCheck(first.id)).toBeNull();

    const claimed = await claimNewPhone(worker.phone, '12-345 678 2');
    expect(claimed.isRecognized).toBe(true);
    expect(await mine(claimed.cookies)).toEqual([
      expect.objectContaining({ id: certificateId, number: 'NP-100', isVerified: true }),
    ]);
    // One card stays one row: the old phone no longer offers it.
    expect(await mine(first.cookies)).toEqual([]);
    // A permit naming his earlier visit reads its newest phone, which now holds the card.
    expect(await permitCheck(first.id)).toBeNull();

    const fromNewPhone = await approvedVisit(worker, { keptId: certificateId }, claimed.cookies);
    expect(await permitCheck(fromNewPhone.id)).toBeNull();
    const workerKey = (await workerKeyOfRequest(t.db, fromNewPhone.id))!;
    const valid = await validCertificatesFor(
      t.db,
      { companyId, workerKey },
      { kind: 'work_at_height', domain: 'scaffolds', on: today },
    );
    expect(valid.map((c) => c.id)).toEqual([certificateId]);

    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/worker-erase',
      headers: { cookie: admin },
      payload: { phone: worker.phone },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await keptRow('NP-100')).toEqual([]);
    expect(await mine(claimed.cookies)).toEqual([]);
  });

  it('stay with his phone when someone else types his ID number with another number, or a wrong ID with his', async () => {
    const worker = { phone: freshPhone(), idNumber: '223344556' };
    const own = await approvedVisit(worker, card('NP-200'));
    await verify('NP-200');
    const stranger = { phone: freshPhone(), idNumber: '998877665' };
    await approvedVisit(stranger, card('NP-201'));

    const withHisId = await claimNewPhone(stranger.phone, worker.idNumber);
    const withWrongId = await claimNewPhone(worker.phone, stranger.idNumber);
    expect([withHisId.isRecognized, withWrongId.isRecognized]).toEqual([false, false]);
    expect((await mine(own.cookies)).map((c) => c.number)).toEqual(['NP-200']);
    const [row] = await keptRow('NP-200');
    expect(await workerKeyOfRequest(t.db, own.id)).toBe(row!.workerTokenId);
  });

  it('take the verified copy of a card two of his phones kept, and leave the other', async () => {
    const worker = { phone: freshPhone(), idNumber: '334455667' };
    const older = await approvedVisit(worker, card('NP-300'));
    const verifiedId = await verify('NP-300');
    const secondPhone = await approvedVisit(worker, card('NP-300'));

    const claimed = await claimNewPhone(worker.phone, worker.idNumber);
    expect(claimed.isRecognized).toBe(true);
    expect(await mine(claimed.cookies)).toEqual([
      expect.objectContaining({ id: verifiedId, isVerified: true }),
    ]);
    expect(await mine(older.cookies)).toEqual([]);
    expect(await mine(secondPhone.cookies)).toEqual([
      expect.objectContaining({ number: 'NP-300', isVerified: false }),
    ]);
  });
});
