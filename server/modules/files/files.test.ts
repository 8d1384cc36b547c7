import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { submitEntry, testJpeg, testPng, VALID_VALUES } from '../../../test/entry-fixtures';
import { createCompany, createSite, createUser, loginAs } from '../../../test/factories';
import { entryRequestFiles } from '../../db/schema';

let t: TestApp;
const cookies: Record<string, string> = {};
const fileIds: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  const site = await createSite(t.db, company.id, { code: 'FILES1' });
  const second = await createSite(t.db, company.id);
  const other = await createCompany(t.db);
  const users = [
    { username: 'manager', role: 'manager', companyId: company.id, siteIds: [site.id] },
    { username: 'admin', role: 'admin', companyId: company.id, siteIds: [] },
    { username: 'second', role: 'manager', companyId: company.id, siteIds: [second.id] },
    { username: 'stranger', role: 'admin', companyId: other.id, siteIds: [] },
    { username: 'root', role: 'super_admin', siteIds: [] },
  ] as const;
  for (const u of users) {
    await createUser(t.db, { ...u, siteIds: [...u.siteIds] });
    cookies[u.username] = await loginAs(t, u.username);
  }
  const res = await submitEntry(t, 'FILES1', {
    values: { ...VALID_VALUES, scaffoldingNumber: '' },
    files: [
      { name: 'file_selfiePhoto', bytes: await testJpeg(800, 600), type: 'image/jpeg' },
      { name: 'file_signature', bytes: await testPng(), type: 'image/png' },
    ],
  });
  const rows = await t.db
    .select({ id: entryRequestFiles.id, fieldId: entryRequestFiles.fieldId })
    .from(entryRequestFiles)
    .where(eq(entryRequestFiles.entryRequestId, res.json().id));
  for (const row of rows) fileIds[row.fieldId] = row.id;
});
afterAll(() => t.close());

const getFile = (id: string, as: string | null, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/files/${id}${query}`,
    headers: as ? { cookie: cookies[as]! } : {},
  });

describe('GET /api/files/{fileId}', () => {
  it('serves the image to staff in scope, privately cached and never sniffed', async () => {
    const res = await getFile(fileIds.selfiePhoto!, 'manager');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 600]);
  });

  it('serves a signature as PNG and any thumbnail as a 320 px JPEG', async () => {
    const signature = await getFile(fileIds.signature!, 'admin');
    expect(signature.headers['content-type']).toBe('image/png');
    const thumb = await getFile(fileIds.selfiePhoto!, 'root', '?thumb=1');
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([320, 240]);
  });

  it('refuses anonymous callers', async () => {
    const res = await getFile(fileIds.selfiePhoto!, null);
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['another company', 'stranger'],
    ['another site of the same company', 'second'],
  ])('answers 404 to staff of %s', async (_, who) => {
    const res = await getFile(fileIds.selfiePhoto!, who);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('answers 404 for an unknown file', async () => {
    expect((await getFile('AAAAAAAAAAAAAAAAAAAAAA', 'admin')).statusCode).toBe(404);
    expect((await getFile('x', 'admin')).statusCode).toBe(404);
  });
});
