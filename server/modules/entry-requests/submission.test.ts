import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, METRICS_AUTHORIZATION, type TestApp } from '../../../test/build-test-app';
import {
  createEquipment,
  storedCounts,
  submitEntry,
  testJpeg,
  testPng,
  VALID_VALUES,
} from '../../../test/entry-fixtures';
import { createCompany, createSite } from '../../../test/factories';
import { multipartBody } from '../../../test/multipart';
import { entryForms, entryRequestFiles, entryRequests } from '../../db/schema';
import { readEntryImage } from '../../lib/blob-store/entry-files';
import { EVENTS_CHANNEL } from '../../realtime/domain-events';

let t: TestApp;

/** An image of a submission as the blob store holds it, or its thumbnail as a list reads it. */
async function stored(fileId: string, thumbnail = false): Promise<Buffer> {
  const bytes = await readEntryImage(
    t.blobStore,
    { id: fileId, inStore: true, bytes: null },
    thumbnail,
  );
  if (!bytes) throw new Error(`No image ${fileId} in the store`);
  return bytes;
}
let companyId: number;
let otherCompanyId: number;
const SITE = 'ALPHA1';
const CUSTOM = 'CUSTOM1';
const OTHER = 'OTHER1';

const LIMITS = { maxFileBytes: 200_000, maxRequestBytes: 600_000, maxFiles: 4 };
const HIGH = { max: 10_000, windowMs: 60_000 };

/** The stored form version 1 of CUSTOM: a select, an email, a checkbox and a scaffold. */
const CUSTOM_FIELDS = [
  { id: 'firstName', type: 'text' as const, label: { he: 'First name' }, required: true },
  {
    id: 'trade',
    type: 'select' as const,
    label: { he: 'Trade' },
    required: true,
    options: [
      { value: 'welder', label: { he: 'Welder' } },
      { value: 'painter', label: { he: 'Painter' } },
    ],
  },
  { id: 'email', type: 'email' as const, label: { he: 'Email' }, required: false },
  { id: 'agree', type: 'checkbox' as const, label: { he: 'I agree' }, required: true },
];
/** For a company without equipment: no scaffold number. */
const NO_EQUIPMENT = { ...VALID_VALUES, scaffoldingNumber: '' };
const CUSTOM_VALUES = { firstName: 'Dana', trade: 'welder', agree: true };

beforeAll(async () => {
  t = await buildTestApp({
    uploads: LIMITS,
    rateLimits: { submissions: HIGH, statusReads: HIGH },
  });
  const company = await createCompany(t.db, { name: 'אלון בנייה' });
  companyId = company.id;
  await createEquipment(t.db, companyId);
  await createSite(t.db, companyId, { code: SITE, name: 'מגדלי הפארק' });
  const custom = await createSite(t.db, companyId, { code: CUSTOM });
  await t.db.insert(entryForms).values({ siteId: custom.id, version: 1, fields: CUSTOM_FIELDS });
  await createSite(t.db, companyId, { code: 'CLOSED1', isActive: false });
  const other = await createCompany(t.db);
  otherCompanyId = other.id;
  await createSite(t.db, otherCompanyId, { code: OTHER });
});
afterAll(() => t.close());

describe('POST /api/entry-requests', () => {
  it('stores the request, its images and copied columns, and answers 201 in Hebrew', async () => {
    const before = await storedCounts(t.db);
    const res = await submitEntry(t, SITE);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      id: body.requestId,
      requestNumber: expect.any(Number),
      message: 'הבקשה נשלחה בהצלחה',
    });
    expect(await storedCounts(t.db)).toEqual({
      requests: before.requests + 1,
      files: before.files + 2,
    });
    const [row] = await t.db.select().from(entryRequests).where(eq(entryRequests.id, body.id));
    expect(row).toMatchObject({
      companyId,
      status: 'pending',
      formVersion: 0,
      language: 'he',
      workerFirstName: 'משה',
      workerLastName: 'כהן',
      workerPhone: '050-1234567',
      workerCompany: 'גובה בע"מ',
      workStartDate: '2026-03-01',
      // The matched item's own value, not what the worker typed.
      scaffoldingNumber: 'P-101',
      platformNumber: null,
    });
    expect(row!.values).toEqual(VALID_VALUES);
    const files = await t.db
      .select()
      .from(entryRequestFiles)
      .where(eq(entryRequestFiles.entryRequestId, body.id));
    const byField = Object.fromEntries(files.map((f) => [f.fieldId, f]));
    expect(byField.selfiePhoto?.contentType).toBe('image/jpeg');
    expect(byField.signature?.contentType).toBe('image/png');
    // The bytes are in the blob store, not in the row.
    expect(byField.signature?.bytes).toBeNull();
    expect((await sharp(await stored(byField.signature!.id)).metadata()).format).toBe('png');
    expect((await sharp(await stored(byField.selfiePhoto!.id, true)).metadata()).format).toBe(
      'jpeg',
    );
  });

  it('finds the site by its code typed in another case, as a worker often types it', async () => {
    const res = await submitEntry(t, SITE.toLowerCase());
    expect(res.statusCode).toBe(201);
  });

  it('answers in the language of the language part', async () => {
    const res = await submitEntry(t, SITE, { fields: { language: 'en' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Your request has been sent');
    const [row] = await t.db
      .select({ language: entryRequests.language })
      .from(entryRequests)
      .where(eq(entryRequests.id, res.json().id));
    expect(row!.language).toBe('en');
  });

  it('accepts a siteId instead of a site code', async () => {
    const [site] = await t.db.query.sites.findMany({ where: (s, { eq: is }) => is(s.code, SITE) });
    const res = await submitEntry(t, '', { fields: { siteCode: '', siteId: String(site!.id) } });
    expect(res.statusCode).toBe(201);
  });

  it('numbers requests one after another within each company', async () => {
    const a1 = (await submitEntry(t, SITE)).json().requestNumber;
    const b1 = (await submitEntry(t, OTHER, { values: NO_EQUIPMENT })).json().requestNumber;
    const a2 = (
      await submitEntry(t, CUSTOM, {
        values: CUSTOM_VALUES,
        files: [],
        fields: { formVersion: '1' },
      })
    ).json().requestNumber;
    expect(a2).toBe(a1 + 1);
    expect(b1).toBe(1);
  });

  it('announces the new request on the events channel once it is stored', async () => {
    const payloads: string[] = [];
    const unlisten = await t.database.listen(EVENTS_CHANNEL, (p) => payloads.push(p));
    const res = await submitEntry(t, SITE);
    await expect.poll(() => payloads.length).toBeGreaterThan(0);
    await unlisten();
    expect(payloads.map((p) => JSON.parse(p))).toContainEqual({
      type: 'entry_created',
      entryId: res.json().id,
      siteId: expect.any(Number),
    });
  });

  it('strips EXIF, location included, turns the photo upright and caps it at 1600 px', async () => {
    const photo = await sharp({
      create: { width: 2400, height: 1200, channels: 3, background: '#88aa33' },
    })
      .withExif({
        IFD0: { Make: 'TestPhone' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '32/1 4/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '34/1 46/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const sent = await sharp(photo).metadata();
    expect(sent.exif?.length).toBeGreaterThan(0);
    expect(sent.orientation).toBe(6);

    const res = await submitEntry(t, SITE, {
      files: [
        { name: 'file_selfiePhoto', bytes: photo, type: 'image/jpeg' },
        { name: 'file_signature', bytes: await testPng(), type: 'image/png' },
      ],
    });
    expect(res.statusCode).toBe(201);
    const [selfie] = await t.db
      .select()
      .from(entryRequestFiles)
      .where(eq(entryRequestFiles.entryRequestId, res.json().id))
      .then((rows) => rows.filter((r) => r.fieldId === 'selfiePhoto'));
    const meta = await sharp(await stored(selfie!.id)).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // 2400 x 1200 turned a quarter: 1200 x 2400, scaled to 800 x 1600.
    expect([meta.width, meta.height]).toEqual([800, 1600]);
    expect([selfie!.width, selfie!.height]).toEqual([800, 1600]);
    const thumb = await sharp(await stored(selfie!.id, true)).metadata();
    expect([thumb.width, thumb.height]).toEqual([160, 320]);
    expect(thumb.exif).toBeUndefined();
  });

  it('validates against the stored version the worker filled, not the current one', async () => {
    const [site] = await t.db.query.sites.findMany({
      where: (s, { eq: is }) => is(s.code, CUSTOM),
    });
    await t.db.insert(entryForms).values({
      siteId: site!.id,
      version: 2,
      fields: [{ id: 'nickname', type: 'text', label: { he: 'Nickname' }, required: true }],
    });
    const v1 = await submitEntry(t, CUSTOM, {
      values: CUSTOM_VALUES,
      files: [],
      fields: { formVersion: '1' },
    });
    expect(v1.statusCode).toBe(201);
    const current = await submitEntry(t, CUSTOM, {
      values: CUSTOM_VALUES,
      files: [],
      fields: { formVersion: '' },
    });
    expect(current.statusCode).toBe(400);
    expect(current.json().details).toHaveProperty('nickname');
  });

  it('ignores a forged field list and drops answers the stored form does not ask', async () => {
    const forged = JSON.stringify([
      { id: 'firstName', type: 'text', label: { he: 'x' }, required: false },
      { id: 'hack', type: 'text', label: { he: 'hack' }, required: false },
    ]);
    const before = await storedCounts(t.db);
    const missing = await submitEntry(t, SITE, {
      values: { ...VALID_VALUES, firstName: '' },
      fields: { formFields: forged },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.firstName).toBe('השדה "שם פרטי" הוא שדה חובה');
    expect(await storedCounts(t.db)).toEqual(before);

    const extra = await submitEntry(t, SITE, {
      values: { ...VALID_VALUES, hack: '<script>' },
      fields: { formFields: forged },
    });
    expect(extra.statusCode).toBe(201);
    const [row] = await t.db
      .select({ values: entryRequests.values })
      .from(entryRequests)
      .where(eq(entryRequests.id, extra.json().id));
    expect(row!.values).not.toHaveProperty('hack');
  });
});

describe('POST /api/entry-requests with an Idempotency-Key', () => {
  it('answers a retry with the first request and stores nothing more', async () => {
    const headers = { 'idempotency-key': 'retry-0f3c2a' };
    const first = await submitEntry(t, SITE, { headers });
    const before = await storedCounts(t.db);
    const again = await submitEntry(t, SITE, { headers });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await storedCounts(t.db)).toEqual(before);
  });

  it('creates one request for two sends of the same key at once', async () => {
    const headers = { 'idempotency-key': 'concurrent-77ab' };
    const before = await storedCounts(t.db);
    const [a, b] = await Promise.all([
      submitEntry(t, SITE, { headers }),
      submitEntry(t, SITE, { headers }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(await storedCounts(t.db)).toEqual({
      requests: before.requests + 1,
      files: before.files + 2,
    });
  });

  it('refuses a key longer than 100 characters', async () => {
    const before = await storedCounts(t.db);
    const res = await submitEntry(t, SITE, { headers: { 'idempotency-key': 'k'.repeat(101) } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { idempotencyKey: expect.any(String) },
    });
    expect(await storedCounts(t.db)).toEqual(before);
  });
});

const notAnImage = Buffer.from('this is a text file pretending to be a photo\n'.repeat(20));

interface BadCase {
  name: string;
  send: () => ReturnType<typeof submitEntry>;
  status: number;
  code: string;
  details?: Record<string, unknown>;
}

const badCases: BadCase[] = [
  {
    name: 'a missing site code',
    send: () => submitEntry(t, ''),
    status: 400,
    code: 'SITE_CODE_MISSING',
  },
  {
    name: 'an unknown site code',
    send: () => submitEntry(t, 'NOSUCH9'),
    status: 404,
    code: 'SITE_NOT_FOUND',
  },
  {
    name: 'an inactive site',
    send: () => submitEntry(t, 'CLOSED1'),
    status: 404,
    code: 'SITE_NOT_FOUND',
  },
  {
    name: 'formData that is not JSON',
    send: () => submitEntry(t, SITE, { fields: { formData: '{"firstName": "משה",' } }),
    status: 400,
    code: 'VALIDATION_FAILED',
    details: { formData: 'לא ניתן היה לקרוא את פרטי הטופס' },
  },
  {
    name: 'formData that is a list',
    send: () => submitEntry(t, SITE, { fields: { formData: '["משה"]' } }),
    status: 400,
    code: 'VALIDATION_FAILED',
    details: { formData: expect.any(String) },
  },
  {
    name: 'a required field left empty',
    send: () => submitEntry(t, SITE, { values: { ...VALID_VALUES, lastName: '  ' } }),
    status: 400,
    code: 'VALIDATION_FAILED',
    details: { lastName: 'השדה "שם משפחה" הוא שדה חובה' },
  },
  {
    name: 'text outside Hebrew and English',
    send: () => submitEntry(t, SITE, { values: { ...VALID_VALUES, firstName: 'Иван' } }),
    status: 400,
    code: 'VALIDATION_FAILED',
    details: { firstName: 'השדה "שם פרטי" יכול להכיל טקסט בעברית או באנגלית בלבד' },
  },
  {
    name: 'a value of the wrong type',
    send: () => submitEntry(t, SITE, { values: { ...VALID_VALUES, firstName: 42 } }),
    status: 400,
    code: 'VALIDATION_FAILED',
    details: { firstName: 'הערך בשדה "שם פרטי" אינו תקין' },
  },
  {
    name: 'a text longer than the limit',
    send: () => submitEntry(t, SITE, { values: { ...VALID_VALUES, firstName: 'א'.repeat(201) } }),
    status: 400,
    code: 'VALIDATION_FAILED',
    details: { firstName: expect.stringContaining('200') },
  },
  {
    name: 'a select value not among the options',
    send: () =>
      submitEntry(t, CUSTOM, {
        values: { ...CUSTOM_VALUES, trade: 'pilot' },
        files: [],
        fields: { formVersion: '1' },
      }),
    status: 400,
    code: 'VALIDATION_FAILED',
    details: { trade: 'יש לבחור אפשרות מהרשימה בשדה "Trade"' },
  },
  {
    name: 'a scaffold number not in the list',
    send: () => submitEntry(t, SITE, { values: { ...VALID_VALUES, scaffoldingNumber: 'X-9' } }),
    status: 400,
    code: 'VALIDATION_FAILED',
    details: { scaffoldingNumber: '"X-9" לא נמצא ברשימה' },
  },
  {
    name: 'an inactive scaffold',
    send: () => submitEntry(t, SITE, { values: { ...VALID_VALUES, scaffoldingNumber: 'P-999' } }),
    status: 400,
    code: 'VALIDATION_FAILED',
    details: { scaffoldingNumber: expect.any(String) },
  },
  {
    name: 'a scaffold and a platform together',
    send: () => submitEntry(t, SITE, { values: { ...VALID_VALUES, platformNumber: 'LP-7' } }),
    status: 400,
    code: 'VALIDATION_FAILED',
    details: { platformNumber: 'יש לבחור פיגום או במת הרמה, לא את שניהם' },
  },
  {
    name: 'an impossible date',
    send: () => submitEntry(t, SITE, { values: { ...VALID_VALUES, workStartDate: '2026-02-30' } }),
    status: 400,
    code: 'VALIDATION_FAILED',
    details: { workStartDate: 'התאריך בשדה "תאריך תחילת עבודה" אינו תקין' },
  },
  {
    name: 'a phone number that is not one',
    send: () => submitEntry(t, SITE, { values: { ...VALID_VALUES, phone: 'call me' } }),
    status: 400,
    code: 'VALIDATION_FAILED',
    details: { phone: 'מספר הטלפון בשדה "טלפון נייד" אינו תקין' },
  },
  {
    name: 'a required photo missing',
    send: async () =>
      submitEntry(t, SITE, {
        files: [{ name: 'file_signature', bytes: await testPng(), type: 'image/png' }],
      }),
    status: 400,
    code: 'VALIDATION_FAILED',
    details: { selfiePhoto: 'השדה "צילום עצמי (סלפי)" הוא שדה חובה' },
  },
  {
    name: 'a .jpg that is really text',
    send: async () =>
      submitEntry(t, SITE, {
        files: [
          { name: 'file_selfiePhoto', bytes: notAnImage, filename: 'me.jpg', type: 'image/jpeg' },
          { name: 'file_signature', bytes: await testPng(), type: 'image/png' },
        ],
      }),
    status: 400,
    code: 'FILE_NOT_IMAGE',
    details: { selfiePhoto: 'הקובץ בשדה "צילום עצמי (סלפי)" אינו תמונה (JPEG, PNG או WebP)' },
  },
  {
    name: 'a GIF, which is an image but not one we take',
    send: async () =>
      submitEntry(t, SITE, {
        files: [
          {
            name: 'file_selfiePhoto',
            bytes: await sharp({
              create: { width: 8, height: 8, channels: 3, background: '#000' },
            })
              .gif()
              .toBuffer(),
            type: 'image/jpeg',
          },
          { name: 'file_signature', bytes: await testPng(), type: 'image/png' },
        ],
      }),
    status: 400,
    code: 'FILE_NOT_IMAGE',
    details: { selfiePhoto: expect.any(String) },
  },
  {
    name: 'a file over the size limit',
    send: async () =>
      submitEntry(t, SITE, {
        files: [
          { name: 'file_selfiePhoto', bytes: Buffer.alloc(LIMITS.maxFileBytes + 1, 1) },
          { name: 'file_signature', bytes: await testPng(), type: 'image/png' },
        ],
      }),
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    details: { selfiePhoto: 'הקובץ גדול מ-0.2 MB' },
  },
  {
    name: 'more files than allowed',
    send: async () => {
      const png = await testPng(10, 10);
      return submitEntry(t, SITE, {
        files: ['a', 'b', 'c', 'd', 'e'].map((x) => ({ name: `file_${x}`, bytes: png })),
      });
    },
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    details: { files: 'לא ניתן לשלוח יותר מ-4 קבצים בבת אחת' },
  },
  {
    name: 'files that together pass the request limit',
    send: () =>
      submitEntry(t, SITE, {
        files: ['a', 'b', 'c', 'd'].map((x) => ({
          name: `file_${x}`,
          bytes: Buffer.alloc(LIMITS.maxFileBytes - 10, 2),
        })),
      }),
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    details: { files: 'כל הקבצים יחד גדולים מ-0.6 MB' },
  },
  {
    name: 'a file for a field that takes none',
    send: async () =>
      submitEntry(t, SITE, {
        files: [
          { name: 'file_selfiePhoto', bytes: await testJpeg(), type: 'image/jpeg' },
          { name: 'file_signature', bytes: await testPng(), type: 'image/png' },
          { name: 'file_firstName', bytes: await testJpeg(), type: 'image/jpeg' },
        ],
      }),
    status: 400,
    code: 'VALIDATION_FAILED',
    details: { firstName: 'שדה זה אינו מקבל קובץ' },
  },
  {
    name: 'a file for a field the form does not have',
    send: async () =>
      submitEntry(t, SITE, {
        files: [
          { name: 'file_selfiePhoto', bytes: await testJpeg(), type: 'image/jpeg' },
          { name: 'file_signature', bytes: await testPng(), type: 'image/png' },
          { name: 'file_passport', bytes: await testJpeg(), type: 'image/jpeg' },
        ],
      }),
    status: 400,
    code: 'VALIDATION_FAILED',
    details: { passport: 'שדה זה אינו מקבל קובץ' },
  },
  {
    name: 'a file part not named file_{fieldId}',
    send: async () =>
      submitEntry(t, SITE, {
        files: [{ name: 'photo', bytes: await testJpeg(), type: 'image/jpeg' }],
      }),
    status: 400,
    code: 'VALIDATION_FAILED',
    details: { photo: expect.any(String) },
  },
  {
    name: 'two files for one field',
    send: async () =>
      submitEntry(t, SITE, {
        files: [
          { name: 'file_selfiePhoto', bytes: await testJpeg(), type: 'image/jpeg' },
          { name: 'file_selfiePhoto', bytes: await testJpeg(), type: 'image/jpeg' },
        ],
      }),
    status: 400,
    code: 'VALIDATION_FAILED',
    details: { selfiePhoto: 'ניתן לשלוח קובץ אחד בלבד לשדה זה' },
  },
  {
    name: 'a form version the site never had',
    send: () => submitEntry(t, SITE, { fields: { formVersion: '7' } }),
    status: 400,
    code: 'FORM_VERSION_UNKNOWN',
  },
  {
    name: 'a form version that is not a number',
    send: () => submitEntry(t, SITE, { fields: { formVersion: 'latest' } }),
    status: 400,
    code: 'FORM_VERSION_UNKNOWN',
  },
  {
    name: 'a body that is not multipart',
    send: () =>
      t.app.inject({
        method: 'POST',
        url: '/api/entry-requests',
        payload: { siteCode: SITE, formData: VALID_VALUES },
      }),
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
  },
  {
    name: 'a multipart body cut short',
    send: async () => {
      const body = await multipartBody({ siteCode: SITE, formData: '{}' }, [
        { name: 'file_selfiePhoto', bytes: await testJpeg() },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/entry-requests',
        headers: body.headers,
        payload: body.payload.subarray(0, body.payload.length - 60),
      });
    },
    status: 400,
    code: 'BAD_REQUEST',
  },
];

describe('POST /api/entry-requests refuses bad input and writes nothing', () => {
  it.each(badCases)('refuses $name', async ({ send, status, code, details }) => {
    const before = await storedCounts(t.db);
    const res = await send();
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(body.code).toBe(code);
    expect(body.message).toEqual(expect.any(String));
    expect(body.message.length).toBeGreaterThan(0);
    if (details) expect(body.details).toEqual(expect.objectContaining(details));
    expect(await storedCounts(t.db)).toEqual(before);
  });

  it('gives every problem of the form at once, naming each field as the worker read it', async () => {
    const res = await submitEntry(t, SITE, {
      fields: { language: 'en' },
      values: { ...VALID_VALUES, firstName: '', phone: 'x', platformNumber: 'LP-7' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Some of the details sent are not valid. Please fix them and try again.',
      details: {
        firstName: 'The field "First name" is required',
        phone: 'The phone number in "Mobile phone" is not valid',
        platformNumber: 'Choose a scaffold or a lifting platform, not both',
      },
    });
  });

  it('falls back to Accept-Language without a language part', async () => {
    const res = await submitEntry(t, 'NOSUCH9', {
      fields: { language: '' },
      headers: { 'accept-language': 'ru-RU,ru;q=0.9' },
    });
    expect(res.json().message).toBe('Объект с указанным кодом не найден.');
  });

  it('counts outcomes in /metrics', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: METRICS_AUTHORIZATION,
    });
    expect(res.body).toMatch(/entry_request_submissions_total\{outcome="created"\} [1-9]/);
    expect(res.body).toMatch(/entry_request_submissions_total\{outcome="refused"\} [1-9]/);
    expect(res.body).toMatch(/entry_request_submissions_total\{outcome="replayed"\} [1-9]/);
  });
});

describe('rate limits per address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({
      rateLimits: {
        submissions: { max: 2, windowMs: 60_000 },
        statusReads: { max: 3, windowMs: 60_000 },
      },
    });
    const company = await createCompany(limited.db);
    await createSite(limited.db, company.id, { code: SITE });
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After once an address has sent too many requests', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await submitEntry(limited, SITE, { values: NO_EQUIPMENT })).statusCode);
    }
    expect(statuses.slice(0, 2)).toEqual([201, 201]);
    const res = await submitEntry(limited, SITE);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'יותר מדי ניסיונות. נא לנסות שוב בעוד מעט.',
    });
    // Another address is not held back.
    const elsewhere = await limited.app.inject({
      method: 'GET',
      url: '/api/entry-requests/AAAAAAAAAAAAAAAAAAAAAA',
      remoteAddress: '10.0.0.9',
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('limits status reads separately', async () => {
    const read = () =>
      limited.app.inject({ method: 'GET', url: '/api/entry-requests/AAAAAAAAAAAAAAAAAAAAAA' });
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await read()).statusCode);
    expect(codes).toEqual([404, 404, 404, 429]);
  });
});
