import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../server/app';
import { openDatabase, wrapPglite, type Database } from '../server/db/client';
import { PGLITE_EXTENSIONS } from '../server/db/pglite-extensions';
import { loadConfig, type Config } from '../server/env';
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

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent' }),
    clientDistDir: null,
    seedDemo: false,
    ...overrides,
  };
}

/** The real application on a fresh database, driven through app.inject(). */
export async function buildTestApp(overrides: Partial<Config> = {}) {
  const database = await createTestDatabase();
  const app = await buildApp(testConfig(overrides), { database, logger: false });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
