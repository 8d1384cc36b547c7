import { fileURLToPath } from 'node:url';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database, Schema } from './client';

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
const MIGRATION_LOCK_KEY = 727_001;

/** Applies the generated SQL migrations; run at every boot, a no-op when up to date. */
export async function runMigrations(database: Database): Promise<void> {
  await database.withExclusiveLock(MIGRATION_LOCK_KEY, async () => {
    if (database.kind === 'pglite') {
      await migratePglite(database.db as unknown as PgliteDatabase<Schema>, {
        migrationsFolder: MIGRATIONS_FOLDER,
      });
    } else {
      await migrateNodePg(database.db as unknown as NodePgDatabase<Schema>, {
        migrationsFolder: MIGRATIONS_FOLDER,
      });
    }
  });
}
