import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

/**
 * A connection lent out of the pool (a held lock, a transaction awaiting other work) can be cut
 * between two queries: a PostgreSQL restart, a failover, an administrator's
 * pg_terminate_backend. The loss arrives as an 'error' event, which unheard ended the process:
 * every request in flight lost with it, under a restart that the app otherwise rides out.
 */
const url = process.env.TEST_DATABASE_URL;
const LOCK_KEY = 740_001;

describe.skipIf(process.env.TEST_DB !== 'postgres' || !url)(
  'a connection cut while lent out',
  () => {
    it('ends nothing but its own work; the pool serves the next query', async () => {
      const database = await openDatabase({ databaseUrl: url!, dataDir: '' });
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const uncaught: unknown[] = [];
      const hear = (error: unknown) => uncaught.push(error);
      process.on('uncaughtException', hear);
      try {
        await database.withExclusiveLock(LOCK_KEY, async () => {
          const killed = await admin.query(
            `select pg_terminate_backend(pid) from pg_locks
            where locktype = 'advisory' and objid = $1 and pid <> pg_backend_pid()`,
            [LOCK_KEY],
          );
          expect(killed.rowCount).toBe(1);
          // Long enough for the socket's end to reach the lent client.
          await new Promise((resolve) => setTimeout(resolve, 300));
        });
        expect(uncaught).toEqual([]);
        await database.ping();
      } finally {
        process.off('uncaughtException', hear);
        await admin.end();
        await database.close();
      }
    });
  },
);
