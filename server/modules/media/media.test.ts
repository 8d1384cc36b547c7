import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mediaFiles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, createSite, createUser, loginAs } from '../../../test/factories';

let t: TestApp;
let companyId: number;
const cookie: Record<string, string> = {};

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
/** An EBML header whose DocType is "webm", then a little more. */
const WEBM = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
  Buffer.from('webm'),
  Buffer.alloc(200, 7),
]);
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.alloc(300, 1),
]);
const QUICKTIME = Buffer.concat([
  Buffer.from([0, 0, 0, 0x14]),
  Buffer.from('ftypqt  '),
  Buffer.alloc(64),
]);

function multipart(fileName: string, contentType: string, bytes: Buffer) {
  const boundary = '----media-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(
  kind: string,
  as: string,
  fileName: string,
  contentType: string,
  bytes: Buffer,
  headers = {},
) {
  const form = multipart(fileName, contentType, bytes);
  return t.app.inject({
    method: 'POST',
    url: `/api/media?kind=${kind}`,
    payload: form.body,
    headers: { cookie: cookie[as]!, 'content-type': form.contentType, ...headers },
  });
}

let photo: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  companyId = (await createCompany(t.db)).id;
  const site = await createSite(t.db, companyId);
  await createUser(t.db, { role: 'admin', username: 'm-admin', companyId });
  await createUser(t.db, { role: 'manager', username: 'm-manager', companyId, siteIds: [site.id] });
  await createUser(t.db, {
    role: 'safety_manager',
    username: 'm-safety',
    companyId,
    siteIds: [site.id],
  });
  await createUser(t.db, { role: 'super_admin', username: 'm-super' });
  for (const name of ['admin', 'manager', 'safety', 'super']) {
    cookie[name] = await loginAs(t, `m-${name}`);
  }
  photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret camera' } } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

describe('POST /api/media', () => {
  it('stores a PDF safety document and serves it publicly as a PDF with nosniff', async () => {
    const res = await upload('document', 'manager', 'נוהל בטיחות.pdf', 'application/pdf', PDF);
    expect(res.statusCode).toBe(201);
    const file = res.json();
    expect(file).toMatchObject({
      kind: 'document',
      contentType: 'application/pdf',
      fileName: 'נוהל בטיחות.pdf',
      size: PDF.length,
    });
    expect(file.url).toBe(`/api/media/${file.id}`);
    const served = await t.app.inject({ url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toContain("filename*=UTF-8''");
    expect(served.rawPayload.equals(PDF)).toBe(true);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, file.id));
    expect(audit[0]).toMatchObject({ action: 'media.upload', companyId });
  });

  it('takes an image as a document by its bytes, whatever its name, and strips its metadata', async () => {
    const res = await upload('document', 'manager', 'scan.pdf', 'application/pdf', photo);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ contentType: 'image/jpeg', fileName: 'scan.jpg' });
    const served = await t.app.inject({ url: res.json().url });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('refuses a document that is neither a PDF nor an image, whatever it claims', async () => {
    const before = (await t.db.select({ id: mediaFiles.id }).from(mediaFiles)).length;
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const res = await upload('document', 'manager', 'rules.pdf', 'application/pdf', html);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'DOCUMENT_TYPE_NOT_ALLOWED' });
    expect(res.json().message).toContain('PDF');
    expect((await t.db.select({ id: mediaFiles.id }).from(mediaFiles)).length).toBe(before);
  });

  it('stores WebM and MP4 videos by their magic bytes and refuses others', async () => {
    const webm = await upload('video', 'manager', 'safety.bin', 'application/octet-stream', WEBM);
    expect(webm.json()).toMatchObject({ contentType: 'video/webm', fileName: 'safety.webm' });
    const mp4 = await upload('video', 'manager', 'safety.mp4', 'video/mp4', MP4);
    expect(mp4.json()).toMatchObject({ contentType: 'video/mp4' });
    const mov = await upload('video', 'manager', 'safety.mp4', 'video/mp4', QUICKTIME);
    expect(mov.statusCode).toBe(400);
    expect(mov.json().code).toBe('VIDEO_TYPE_NOT_ALLOWED');
    const pdf = await upload('video', 'manager', 'safety.webm', 'video/webm', PDF);
    expect(pdf.json().code).toBe('VIDEO_TYPE_NOT_ALLOWED');
  });

  it('answers byte ranges of a video, as players ask for them', async () => {
    const { url } = (await upload('video', 'manager', 'v.mp4', 'video/mp4', MP4)).json();
    const part = await t.app.inject({ url, headers: { range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${MP4.length}`);
    expect(part.rawPayload.toString('latin1')).toBe('ftypisom');
    const tail = await t.app.inject({ url, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(MP4.subarray(MP4.length - 10))).toBe(true);
    const outside = await t.app.inject({ url, headers: { range: `bytes=${MP4.length}-` } });
    expect(outside.statusCode).toBe(416);
  });

  it("refuses a file over the kind's limit with 413 and says the limit", async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const res = await upload('logo', 'admin', 'logo.png', 'image/png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().details.file).toContain('2');
  });

  it('makes a logo a PNG of at most 512 px, and only for admins', async () => {
    const large = await sharp({
      create: { width: 1200, height: 600, channels: 4, background: '#ff0000' },
    })
      .png()
      .toBuffer();
    const res = await upload('logo', 'admin', 'logo.png', 'image/png', large);
    expect(res.statusCode).toBe(201);
    const meta = await sharp((await t.app.inject({ url: res.json().url })).rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 256]);
    expect((await upload('logo', 'manager', 'logo.png', 'image/png', large)).statusCode).toBe(403);
    const notImage = await upload('logo', 'admin', 'logo.png', 'image/png', PDF);
    expect(notImage.json().code).toBe('FILE_NOT_IMAGE');
  });

  it('refuses an empty upload, a safety manager, anonymous callers and a foreign Origin', async () => {
    const empty = await upload('document', 'manager', 'x.pdf', 'application/pdf', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.file).toBeTruthy();
    expect((await upload('document', 'safety', 'x.pdf', 'application/pdf', PDF)).statusCode).toBe(
      403,
    );
    const form = multipart('x.pdf', 'application/pdf', PDF);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/media?kind=document',
      payload: form.body,
      headers: { 'content-type': form.contentType },
    });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await upload('document', 'manager', 'x.pdf', 'application/pdf', PDF, {
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
    const bad = await upload('poster', 'manager', 'x.pdf', 'application/pdf', PDF);
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/media/{id}', () => {
  it('re-encodes a blog post’s image like a worker’s photo, for the site’s owner only', async () => {
    const wide = await sharp({
      create: { width: 2400, height: 1200, channels: 3, background: '#884422' },
    })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret camera' } } })
      .png()
      .toBuffer();
    const res = await upload('post-image', 'super', 'site.png', 'image/png', wide);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'post-image', contentType: 'image/png' });
    const served = await t.app.inject({ url: res.json().url });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      'png',
      1600,
      800,
      undefined,
    ]);

    const jpeg = await upload('post-image', 'super', 'crew.png', 'image/png', photo);
    expect(jpeg.json()).toMatchObject({ contentType: 'image/jpeg', fileName: 'crew.jpg' });

    const before = (await t.db.select({ id: mediaFiles.id }).from(mediaFiles)).length;
    const script = Buffer.from('<svg onload="alert(1)"></svg>');
    const notImage = await upload('post-image', 'super', 'x.png', 'image/png', script);
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().code).toBe('FILE_NOT_IMAGE');
    const huge = await upload('post-image', 'super', 'big.jpg', 'image/jpeg', Buffer.alloc(9e6));
    expect(huge.statusCode).toBe(413);
    expect(JSON.stringify(huge.json())).toContain('8');
    expect((await upload('post-image', 'admin', 'a.jpg', 'image/jpeg', photo)).statusCode).toBe(
      403,
    );
    expect((await t.db.select({ id: mediaFiles.id }).from(mediaFiles)).length).toBe(before);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await t.app.inject({ url: '/api/media/AAAAAAAAAAAAAAAAAAAAAA' });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/media/..%2F..%2Fetc' })).statusCode).toBe(400);
  });
});
