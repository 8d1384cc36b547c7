import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import webPush from 'web-push';
import { inject } from 'vitest';
import { buildApp } from '../server/app';
import { openDatabase, wrapPglite, type Database } from '../server/db/client';
import { PGLITE_EXTENSIONS } from '../server/db/pglite-extensions';
import { loadConfig, type Config } from '../server/env';
import type { BlobStore } from '../server/lib/blob-store/blob-store';
import { fileBlobStore } from '../server/lib/blob-store/file-blob-store';
import { randomToken } from '../server/lib/crypto';

/** A fresh, migrated database for one test file: a PGlite copy or a new PostgreSQL database. */
export async function createTestDatabase(): Promise<Database> {
  const template = inject('postgresTemplate');
  if (template) {
    const name = `site_entry_test_${randomToken(6)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')}`;
    const admin = new pg.Client({ connectionString: template.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.templateName}`);
    const url = new URL(template.adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
    return {
      ...database,
      async close() {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = await fs.readFile(inject('pgliteTemplatePath'));
  const client = await PGlite.create({
    loadDataDir: new Blob([dump]),
    extensions: PGLITE_EXTENSIONS,
  });
  return wrapPglite(client);
}

const TEST_VAPID_KEYS = webPush.generateVAPIDKeys();

/** What the tests send to read /metrics. */
export const METRICS_AUTHORIZATION = { authorization: 'Bearer test-metrics-token-0123456789' };

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/nonexistent',
      METRICS_TOKEN: 'test-metrics-token-0123456789',
    }),
    clientDistDir: null,
    seedDemo: false,
    // The data folder is not one here: the keys a first start would write there are made now.
    push: { vapidKeys: TEST_VAPID_KEYS, subject: 'mailto:tests@localhost' },
    ...overrides,
  };
}

/** The real application on a fresh database, driven through app.inject(). */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: { blobStore?: BlobStore } = {},
) {
  const database = await createTestDatabase();
  const blobDir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-entry-blobs-'));
  const blobStore = options.blobStore ?? fileBlobStore(blobDir);
  const app = await buildApp(testConfig(overrides), { database, blobStore, logger: false });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    blobStore,
    async close() {
      await app.close();
      await database.close();
      await fs.rm(blobDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
