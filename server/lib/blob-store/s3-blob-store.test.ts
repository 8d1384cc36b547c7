import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addEntryFile } from '../../../test/entry-factories';
import { submitEntry, VALID_VALUES } from '../../../test/entry-fixtures';
import { createCompany, createSite, createUser, loginAs } from '../../../test/factories';
import { startS3Server } from '../../../test/s3-server';
import { entryRequestFiles } from '../../db/schema';
import type { BlobStore } from './blob-store';
import { deleteEntryImages, entryFileKey, moveEntryImagesToStore } from './entry-files';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;
let store: BlobStore;
const cookies: Record<string, string> = {};
let requestId: string;
const fileIds: Record<string, string> = {};

const getFile = (fileId: string, who: string | null, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/files/${fileId}${query}`,
    headers: who ? { cookie: cookies[who]! } : {},
  });

beforeAll(async () => {
  s3 = await startS3Server();
  store = await s3.store();
  t = await buildTestApp({}, { blobStore: store });
  const company = await createCompany(t.db);
  const site = await createSite(t.db, company.id, { code: 'BUCKET1' });
  const other = await createCompany(t.db);
  await createUser(t.db, {
    username: 'bucket-manager',
    role: 'manager',
    companyId: company.id,
    siteIds: [site.id],
  });
  await createUser(t.db, {
    username: 'bucket-stranger',
    role: 'admin',
    companyId: other.id,
    siteIds: [],
  });
  for (const username of ['bucket-manager', 'bucket-stranger']) {
    cookies[username] = await loginAs(t, username);
  }
  // No equipment list in this company: the scaffold number stays empty.
  const response = await submitEntry(t, 'BUCKET1', {
    values: { ...VALID_VALUES, scaffoldingNumber: '' },
  });
  expect(response.statusCode).toBe(201);
  requestId = response.json<{ id: string }>().id;
  const rows = await t.db
    .select()
    .from(entryRequestFiles)
    .where(eq(entryRequestFiles.entryRequestId, requestId));
  for (const row of rows) fileIds[row.fieldId] = row.id;
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

describe('images in an S3-compatible bucket', () => {
  it("keeps a submission's images in the bucket and only their description in the database", async () => {
    const [row] = await t.db
      .select()
      .from(entryRequestFiles)
      .where(eq(entryRequestFiles.id, fileIds.selfiePhoto!));
    expect(row).toMatchObject({ inStore: true, bytes: null, thumbnail: null });
    expect(await store.get(entryFileKey(row!.id, false))).not.toBeNull();
    // The thumbnail is made when a list first asks for it.
    expect(await store.get(entryFileKey(row!.id, true))).toBeNull();
  });

  it('serves them through the app to staff whose scope holds the request, and to nobody else', async () => {
    const image = await getFile(fileIds.selfiePhoto!, 'bucket-manager');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(
      image.rawPayload.equals((await store.get(entryFileKey(fileIds.selfiePhoto!, false)))!),
    ).toBe(true);
    const thumb = await getFile(fileIds.selfiePhoto!, 'bucket-manager', '?thumb=1');
    expect(thumb.rawPayload.length).toBeLessThan(image.rawPayload.length);
    const kept = await store.get(entryFileKey(fileIds.selfiePhoto!, true));
    expect(kept?.equals(thumb.rawPayload)).toBe(true);
    expect((await getFile(fileIds.selfiePhoto!, 'bucket-stranger')).statusCode).toBe(404);
    expect((await getFile(fileIds.selfiePhoto!, null)).statusCode).toBe(401);
  });

  it('moves an image written into the database before the store into the bucket', async () => {
    const legacyId = await addEntryFile(t.db, requestId, 'legacyPhoto');
    expect(await moveEntryImagesToStore(t.db, store)).toBe(1);
    const [row] = await t.db
      .select()
      .from(entryRequestFiles)
      .where(eq(entryRequestFiles.id, legacyId));
    expect(row).toMatchObject({ inStore: true, bytes: null, thumbnail: null });
    const served = await getFile(legacyId, 'bucket-manager');
    expect([...served.rawPayload]).toEqual([0xff, 0xd8, 0xff]);
    expect(await moveEntryImagesToStore(t.db, store)).toBe(0);
  });

  it('deletes the images with their request: rows and objects', async () => {
    const ids = Object.values(fileIds);
    expect(await deleteEntryImages(t.db, store, [requestId])).toBeGreaterThanOrEqual(ids.length);
    for (const id of ids) {
      expect(await store.get(entryFileKey(id, false))).toBeNull();
      expect(await store.get(entryFileKey(id, true))).toBeNull();
      expect((await getFile(id, 'bucket-manager')).statusCode).toBe(404);
    }
  });
});
