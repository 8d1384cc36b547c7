import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

/**
 * An instance's LISTEN connection on PostgreSQL is ended by more than a restart: an
 * administrator's pg_terminate_backend, a failover, an idle-connection reaper. Without a
 * reconnect every later NOTIFY is lost while the instance still looks healthy. The whole
 * cluster restarted under submissions: server/realtime/postgres-restart.test.ts.
 */
const url = process.env.TEST_DATABASE_URL;

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} not within ${timeoutMs} ms`);
}

describe.skipIf(process.env.TEST_DB !== 'postgres' || !url)('LISTEN on PostgreSQL', () => {
  it('hears NOTIFY again after its connection was killed', async () => {
    const database = await openDatabase({ databaseUrl: url!, dataDir: '' });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const channel = `listen_reconnect_${process.pid}`;
    const heard: string[] = [];
    const unlisten = await database.listen(channel, (payload) => heard.push(payload));
    const notify = async (payload: string) => {
      await admin.query('select pg_notify($1, $2)', [channel, payload]);
      return heard.includes(payload);
    };
    try {
      await until('the first NOTIFY', () => notify('before'), 5000);
      const killed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where query = $1',
        [`LISTEN "${channel}"`],
      );
      expect(killed.rowCount).toBe(1);
      await until('a NOTIFY after the kill', () => notify('after'), 10_000);
    } finally {
      await unlisten();
      await database.close();
      await admin.end();
    }
  }, 30_000);
});
