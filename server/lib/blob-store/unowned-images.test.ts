import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { submitEntry, VALID_VALUES } from '../../../test/entry-fixtures';
import { createCompany, createSite } from '../../../test/factories';
import { startS3Server } from '../../../test/s3-server';
import { entryRequestFiles } from '../../db/schema';
import { randomToken } from '../crypto';
import type { BlobStore } from './blob-store';
import { entryFileKey, readEntryImage } from './entry-files';
import { fileBlobStore } from './file-blob-store';
import { removeUnownedImages, UNOWNED_IMAGE_GRACE_MS } from './unowned-images';

const DAY_AFTER_GRACE = () => new Date(Date.now() + UNOWNED_IMAGE_GRACE_MS + 60_000);

async function keysOf(store: BlobStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of store.list('entry-files/')) keys.push(...page.map((k) => k.key));
  return keys.sort();
}

const stores: [string, () => Promise<{ store: BlobStore; stop: () => Promise<void> }>][] = [
  [
    'files',
    async () => {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-entry-unowned-'));
      return {
        store: fileBlobStore(dir),
        stop: () => fs.rm(dir, { recursive: true, force: true }),
      };
    },
  ],
  [
    'an S3 bucket',
    async () => {
      const s3 = await startS3Server();
      return { store: await s3.store(), stop: () => s3.stop() };
    },
  ],
];

describe.each(stores)('images nobody owns, in %s', (_kind, open) => {
  let t: TestApp;
  let store: BlobStore;
  let stop: () => Promise<void>;
  let ownedKeys: string[];
  let crashedKeys: string[];

  beforeAll(async () => {
    ({ store, stop } = await open());
    t = await buildTestApp({}, { blobStore: store });
    const company = await createCompany(t.db);
    await createSite(t.db, company.id, { code: 'SWEEP1' });
    const res = await submitEntry(t, 'SWEEP1', {
      values: { ...VALID_VALUES, scaffoldingNumber: '' },
    });
    expect(res.statusCode).toBe(201);
    const rows = await t.db.select({ id: entryRequestFiles.id }).from(entryRequestFiles);
    ownedKeys = rows.flatMap(({ id }) => [entryFileKey(id, false), entryFileKey(id, true)]);
    // Each thumbnail as a list's first read leaves it.
    for (const { id } of rows)
      await readEntryImage(store, { id, inStore: true, bytes: null }, true);
    // What a crash between writing the images and committing the request leaves: an image,
    // its thumbnail, and a temporary file of a write cut short.
    const lost = randomToken(16);
    crashedKeys = [
      entryFileKey(lost, false),
      entryFileKey(lost, true),
      `${entryFileKey(randomToken(16), false)}.${randomUUID()}.tmp`,
    ];
    for (const key of crashedKeys) await store.put(key, Buffer.from('selfie'), 'image/jpeg');
  });
  afterAll(async () => {
    await t.close();
    await stop();
  });

  it('keeps them through the grace period', async () => {
    expect(await removeUnownedImages(t.db, store)).toBe(0);
    expect(await keysOf(store)).toEqual([...ownedKeys, ...crashedKeys].sort());
  });

  it('removes them after it, and leaves every image a request owns', async () => {
    expect(await removeUnownedImages(t.db, store, DAY_AFTER_GRACE())).toBe(crashedKeys.length);
    expect(await keysOf(store)).toEqual([...ownedKeys].sort());
    for (const key of crashedKeys) expect(await store.get(key)).toBeNull();
    expect(await removeUnownedImages(t.db, store, DAY_AFTER_GRACE())).toBe(0);
  });
});
