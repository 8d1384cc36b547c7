import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { wrapPglite } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { PGLITE_EXTENSIONS } from '../server/db/pglite-extensions';

/*
 * Writes the embedded database's starting point: a new cluster with every migration applied,
 * dumped as PGlite's compressed tarball. The compiled server's first start on an empty data
 * folder loads it instead of creating a cluster and migrating it, most of a first start's time
 * (docs/decisions/041). Run by scripts/build-server.mjs: node --import tsx this-file <out-file>.
 */
const out = process.argv[2];
if (!out) throw new Error('Usage: pglite-template.ts <out-file>');
const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
const database = wrapPglite(client);
await runMigrations(database);
const dump = await client.dumpDataDir('gzip');
await database.close();
await fs.writeFile(out, Buffer.from(await dump.arrayBuffer()));
