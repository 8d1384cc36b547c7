import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import enErrors from '@shared/i18n/locales/en/errors.json';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { storedCounts, submitEntry, VALID_VALUES } from '../../../test/entry-fixtures';
import { createCompany, createSite } from '../../../test/factories';
import { fileBlobStore } from './file-blob-store';

/**
 * What the disk does with the next writes: take them, refuse them before a byte (the empty
 * files of a full disk), or take the first and cut the others half way.
 */
let disk: 'room' | 'full' | 'filling' = 'room';
let writes = 0;
const noSpace = () =>
  Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });

async function writeFile(file: string, bytes: Buffer) {
  writes += 1;
  if (disk === 'room' || (disk === 'filling' && writes === 1)) return fs.writeFile(file, bytes);
  await fs.writeFile(file, disk === 'full' ? Buffer.alloc(0) : bytes.subarray(0, bytes.length / 2));
  throw noSpace();
}

let t: TestApp;
let blobDir: string;

async function filesIn(folder: string): Promise<string[]> {
  const entries = await fs
    .readdir(folder, { recursive: true, withFileTypes: true })
    .catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

const submit = () =>
  submitEntry(t, 'DISK1', {
    values: { ...VALID_VALUES, scaffoldingNumber: '' },
    fields: { language: 'en' },
  });

beforeAll(async () => {
  blobDir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-entry-full-disk-'));
  t = await buildTestApp({}, { blobStore: fileBlobStore(blobDir, { writeFile }) });
  const company = await createCompany(t.db);
  await createSite(t.db, company.id, { code: 'DISK1' });
});
afterAll(async () => {
  await t.close();
  await fs.rm(blobDir, { recursive: true, force: true });
});
beforeEach(() => {
  writes = 0;
});

describe('a submission on a full disk', () => {
  it.each(['full', 'filling'] as const)(
    'answers 503 with a clear message and leaves no file behind (disk %s)',
    async (state) => {
      disk = state;
      const before = await storedCounts(t.db);
      const res = await submit();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 'STORAGE_FULL', message: enErrors.STORAGE_FULL });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(await storedCounts(t.db)).toEqual(before);
      expect(await filesIn(blobDir)).toEqual([]);
    },
  );

  it('is taken once the disk has room again', async () => {
    disk = 'room';
    const res = await submit();
    expect(res.statusCode).toBe(201);
    // The selfie and the signature; their thumbnails wait for a list to ask.
    expect(await filesIn(blobDir)).toHaveLength(2);
  });
});
