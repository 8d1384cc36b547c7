import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { wrapPglite } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { PGLITE_EXTENSIONS } from '../server/db/pglite-extensions';

/*
 * Writes the embedded database's starting point: a new cluster with every migration applied, in
 * a folder of its own, closed. The compiled server's first start on an empty data folder copies
 * it instead of creating a cluster and migrating it, most of a first start's time
 * (docs/decisions/041, 085). Run by scripts/build-server.mjs: node --import tsx this-file
 * <out-folder>.
 */
const out = process.argv[2];
if (!out) throw new Error('Usage: pglite-template.ts <out-folder>');
await fs.rm(out, { recursive: true, force: true });
const client = await PGlite.create(out, { extensions: PGLITE_EXTENSIONS });
const database = wrapPglite(client);
await runMigrations(database);
await database.close();
