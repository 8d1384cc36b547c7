import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed';
import { loadConfig } from '../../server/env';
import { answerMemoryProbes } from '../lib/memory-probe';
import { serveToParent } from '../lib/serve-to-parent';

/*
 * The application as server/main.ts starts it, configured by the environment the benchmark
 * passes (DATABASE_URL, SEED_DEMO, CLIENT_DIST_DIR, rate limits): on PostgreSQL when
 * DATABASE_URL is set, else on an embedded database in a folder of its own that goes with it.
 */
const isEmbedded = !process.env.DATABASE_URL;
const dataDir = isEmbedded ? await fs.mkdtemp(path.join(os.tmpdir(), 'site-entry-bench-')) : null;
const config = loadConfig({
  LOG_LEVEL: 'warn',
  ...process.env,
  NODE_ENV: 'production',
  ...(dataDir ? { DATA_DIR: dataDir } : {}),
});
const database = await openDatabase(config);
await runMigrations(database);
if (config.seedDemo) await seedDemo(database.db, config.demoPassword);
const app = await buildApp(config, { database });
answerMemoryProbes(() => ({ sockets: app.hub.size }));
await serveToParent(app, async () => {
  await database.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});
