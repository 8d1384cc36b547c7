import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';
import { loadConfig } from '../../server/env';
import { serveToParent } from '../lib/serve-to-parent';

// The whole application as production builds it, logging as configured by default, on a
// migrated embedded database of its own.
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-entry-bench-'));
const config = {
  ...loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }),
  clientDistDir: null,
  seedDemo: false,
};
const database = await openDatabase(config);
await runMigrations(database);
const app = await buildApp(config, { database });
await serveToParent(app, async () => {
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});
