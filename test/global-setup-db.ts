import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, wrapPglite } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { PGLITE_EXTENSIONS } from '../server/db/pglite-extensions';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: { adminUrl: string; templateName: string } | null;
  }
}

/**
 * Migrates one template database per run. Each test file then starts from a copy: PGlite loads
 * a dump of the template (~0.5 s instead of ~5 s for a new cluster) and PostgreSQL creates a
 * database from the template.
 */
export default async function setup(project: TestProject) {
  // The project's own env (vitest.config.ts) decides: the main process does not carry it.
  const isPostgres = (project.config.env?.TEST_DB ?? process.env.TEST_DB) === 'postgres';
  if (isPostgres) {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL suite');
    const templateName = `site_entry_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${templateName}`);
    await admin.query(`CREATE DATABASE ${templateName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${templateName}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
    await runMigrations(database);
    await database.close();
    project.provide('postgresTemplate', { adminUrl, templateName });
    project.provide('pgliteTemplatePath', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${templateName}`);
      await admin.end();
    };
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = wrapPglite(client);
  await runMigrations(database);
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(os.tmpdir(), `site-entry-template-${process.pid}.tar`);
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  project.provide('postgresTemplate', null);
  return async () => {
    await fs.rm(file, { force: true });
  };
}
