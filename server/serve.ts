import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { startBackgroundJobsSoon } from './background-jobs';
import type { Database } from './db/client';
import { DEMO_USERS } from './db/demo-data';
import { runMigrations } from './db/migrate';
import { ensureFirstAdmin, seedDemo } from './db/seed';
import type { Config } from './env';
import { firstAdminNotice } from './lib/first-admin-notice';
import { collectWhenIdle } from './lib/idle-collection';

function banner(config: Config, address: string, adminNotice: string[]) {
  const base = config.publicUrl ?? address;
  const lines = [
    '',
    `  Site entry is running at ${base}`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded, in ${config.dataDir}`}`,
  ];
  if (config.seedDemo) {
    lines.push(
      `  Worker link of the demo site: ${base}/DEMO`,
      `  Demo logins at ${base}/login (password: ${config.demoPassword}):`,
      ...DEMO_USERS.map((u) => `    ${u.username.padEnd(14)} ${u.role}`),
    );
  }
  if (adminNotice.length > 0) lines.push('', ...adminNotice);
  console.log(lines.join('\n') + '\n');
}

/** Brings the database's tables up to date; the first admin it made, if it made one. */
async function migrateAndSeed(config: Config, database: Database) {
  await runMigrations(database);
  const generated = await ensureFirstAdmin(database.db, config.admin);
  if (config.seedDemo) await seedDemo(database.db, config.demoPassword);
  return generated;
}

/** Migrates and seeds the open database, then serves the app on it until a signal ends it. */
export async function serve(config: Config, database: Database) {
  // Building the app's routes takes a few hundred milliseconds of this thread, and asks nothing
  // of the database until it is ready, so it runs while the database opens on its own thread.
  const [app, generated] = await Promise.all([
    buildApp(config, { database }),
    migrateAndSeed(config, database),
  ]);
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down');
    // Fastify stops accepting, waits for in-flight requests, then runs onClose hooks.
    await app.close();
    await database.close();
  });
  await app.listen({ host: config.host, port: config.port });
  startBackgroundJobsSoon(app, database);
  // What a rush leaves in this thread's heap goes once the app is quiet (docs/decisions/088).
  collectWhenIdle();
  const port = (app.server.address() as { port: number }).port;
  const adminNotice = generated
    ? await firstAdminNotice(generated, {
        isTerminal: process.stdout.isTTY === true,
        dataDir: config.dataDir,
      })
    : [];
  banner(config, `http://localhost:${port}`, adminNotice);
}
