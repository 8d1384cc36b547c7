import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, mediaFiles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, createSite, createUser, loginAs } from '../../../test/factories';

let t: TestApp;
let companyId: number;
let otherLogoId: string;
const cookie: Record<string, string> = {};

const details = {
  name: 'אלון בנייה',
  type: 'subcontractor',
  contactPerson: 'יוסי',
  phone: '03-5551234',
  email: 'office@alon.example',
  address: 'תל אביב',
  logoFileId: null,
};

beforeAll(async () => {
  t = await buildTestApp();
  companyId = (await createCompany(t.db)).id;
  const other = await createCompany(t.db);
  const site = await createSite(t.db, companyId);
  await createUser(t.db, { role: 'admin', username: 'c-admin', companyId });
  await createUser(t.db, { role: 'company_admin', username: 'c-cadmin', companyId });
  await createUser(t.db, { role: 'manager', username: 'c-manager', companyId, siteIds: [site.id] });
  await createUser(t.db, { role: 'super_admin', username: 'c-super' });
  for (const name of ['admin', 'cadmin', 'manager', 'super'])
    cookie[name] = await loginAs(t, `c-${name}`);
  otherLogoId = 'other-company-logo-1';
  await t.db.insert(mediaFiles).values({
    id: otherLogoId,
    companyId: other.id,
    kind: 'logo',
    fileName: 'x.png',
    contentType: 'image/png',
    bytes: Buffer.from('x'),
  });
});
afterAll(() => t.close());

const put = (as: string, payload: object, headers = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/company/profile',
    payload,
    headers: { cookie: cookie[as]!, ...headers },
  });

async function uploadLogo(as: string) {
  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  const boundary = 'logo-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="l.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/media?kind=logo',
    payload: body,
    headers: { cookie: cookie[as]!, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return res.json().id as string;
}

describe('PUT /api/company/profile', () => {
  it('saves the details and the logo, read back by GET, with an audit row', async () => {
    const logoFileId = await uploadLogo('admin');
    const res = await put('admin', { ...details, logoFileId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ...details,
      logoFileId,
      logoUrl: `/api/media/${logoFileId}`,
    });
    const read = await t.app.inject({
      url: '/api/company/profile',
      headers: { cookie: cookie.manager! },
    });
    expect(read.json().name).toBe('אלון בנייה');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'company.update'));
    expect(audit[0]).toMatchObject({ companyId, entityId: String(companyId) });
    expect((await t.app.inject({ url: `/api/media/${logoFileId}` })).statusCode).toBe(200);
  });

  it("refuses another company's file as the logo and changes nothing", async () => {
    const res = await put('cadmin', { ...details, name: 'שם אחר', logoFileId: otherLogoId });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.logoFileId).toBeTruthy();
    const [row] = await t.db.select().from(companies).where(eq(companies.id, companyId));
    expect(row!.name).toBe('אלון בנייה');
  });

  it('removes the logo with null', async () => {
    const res = await put('cadmin', details);
    expect(res.json()).toMatchObject({ logoFileId: null, logoUrl: null });
  });

  it('checks the fields', async () => {
    const res = await put('admin', { ...details, name: ' ', email: 'not-mail', type: 'bank' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details).sort()).toEqual(['email', 'name', 'type']);
  });

  it('is for company admins only, from our own origin', async () => {
    expect((await put('manager', details)).statusCode).toBe(403);
    expect((await put('super', details)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/company/profile', payload: details }))
        .statusCode,
    ).toBe(401);
    expect((await put('admin', details, { origin: 'https://evil.example' })).statusCode).toBe(403);
  });
});
