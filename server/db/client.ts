import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { ListenHandlers, ResilientListener } from './resilient-listener';
import { startEmbedded, type EmbeddedStart } from './embedded-start';
import type { PgliteClient } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
/** One Drizzle type for both drivers; the queries we write are the same SQL on each. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Answers when the database does (/readyz). */
  ping(): Promise<void>;
  /**
   * LISTEN on a channel: a function receives each NOTIFY payload, or handlers also hear of the
   * connection's loss and return. Returns the unlisten.
   */
  listen(
    channel: string,
    handlers: ListenHandlers | ((payload: string) => void),
  ): Promise<() => Promise<void>>;
  /** False while a LISTEN connection is down and reconnecting (/readyz). */
  isListening(): boolean;
  /** Runs fn while holding a cluster-wide lock, so two instances never migrate at once. */
  withExclusiveLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Opens the app's database. The embedded one resolves as soon as its folder is locked and its
 * thread started (`started`, when the caller started it already): the first query waits for the
 * folder to open, and fails with the reason if it cannot.
 */
export async function openDatabase(
  options: { databaseUrl: string | null; dataDir: string },
  started?: EmbeddedStart,
): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const { thread, release } = started ?? (await startEmbedded(options.dataDir));
  return wrapPglite(thread, release);
}

/**
 * Wraps an open embedded database: the app's runs on its own thread (PgliteThread); tests hand
 * in a PGlite of their own, cloned from a migrated template.
 */
export function wrapPglite(
  client: PgliteClient,
  onClose: () => Promise<void> = async () => {},
): Database {
  // Drizzle's PGlite session calls query() and transaction(), which both clients answer alike.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async ping() {
      await client.query('select 1');
    },
    async listen(channel, handlers) {
      const onPayload = typeof handlers === 'function' ? handlers : handlers.onPayload;
      const unlisten = await client.listen(channel, onPayload);
      return unlisten;
    },
    // Within this process: there is no connection to lose.
    isListening: () => true,
    // One process owns the embedded database, so there is nobody to exclude.
    withExclusiveLock: (_key, fn) => fn(),
    async close() {
      await client.close();
      await onClose();
    },
  };
}

async function openPostgres(connectionString: string): Promise<Database> {
  // Loaded only for PostgreSQL: pg costs an embedded start about 100 ms of its main thread.
  const [{ default: pg }, { drizzle: drizzleNodePg }, { ResilientListener }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('./resilient-listener'),
  ]);
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  // Nor one lent out (a transaction awaiting other work, a held lock): between two queries it
  // hears of the loss as an 'error' event, which unheard would end the process; the query that
  // uses it next fails on its own, and the request answers 503.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  const listeners: ResilientListener[] = [];
  return {
    db,
    kind: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    async listen(channel, handlers) {
      // LISTEN needs a connection of its own for as long as it listens, and back after a drop.
      const listener = new ResilientListener(
        connectionString,
        channel,
        typeof handlers === 'function' ? { onPayload: handlers } : handlers,
      );
      await listener.start();
      listeners.push(listener);
      return async () => {
        listeners.splice(listeners.indexOf(listener), 1);
        await listener.close();
      };
    },
    isListening: () => listeners.every((listener) => listener.isConnected),
    async withExclusiveLock(key, fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
        client.release();
      }
    },
    async close() {
      await Promise.all(listeners.map((listener) => listener.close()));
      await pool.end();
    },
  };
}
