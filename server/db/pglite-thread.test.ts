import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../lib/db-errors';
import { openDatabase, wrapPglite, type Database } from './client';

/** Every kind of value whose parsing Drizzle and PGlite settle between them. */
const EVERY_KIND = sql`select
  '2026-03-01 07:30:00.123456+02'::timestamptz as at,
  '2026-03-01 07:30:00'::timestamp as local_at,
  '2026-03-01'::date as day,
  '1 day 02:00'::interval as span,
  array['2026-03-01'::date] as days,
  array[1.5, 2]::numeric[] as amounts,
  '{"a": [1, "x"]}'::jsonb as doc,
  9007199254740993::bigint as big,
  42 as small,
  '\\x01ff'::bytea as bytes,
  null::text as nothing`;

/** The rows of a raw query, which Drizzle types as the driver's result. */
async function rowsOf(database: Database, query: SQL): Promise<Record<string, unknown>[]> {
  const result = (await database.db.execute(query)) as unknown as {
    rows: Record<string, unknown>[];
  };
  return result.rows;
}

// The app's embedded database runs on its own thread; the PostgreSQL run has no such thread.
describe.skipIf(process.env.TEST_DB === 'postgres')(
  'the embedded database on its own thread',
  () => {
    let dataDir: string;
    let database: Database;

    beforeAll(async () => {
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pglite-thread-'));
      database = await openDatabase({ databaseUrl: null, dataDir });
      await database.db.execute(sql`create table marks (id int primary key, note text)`);
    }, 60_000);

    afterAll(async () => {
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    });

    it('answers every kind of value as a PGlite in this thread does', async () => {
      const inThread = wrapPglite(await PGlite.create());
      try {
        const expected = await rowsOf(inThread, EVERY_KIND);
        const answered = await rowsOf(database, EVERY_KIND);
        expect(answered).toEqual(expected);
        expect(answered[0]).toMatchObject({
          at: '2026-03-01 05:30:00.123456+00',
          big: 9007199254740993n,
        });
      } finally {
        await inThread.close();
      }
    });

    it('commits a transaction whole, and rolls one back whole when its work throws', async () => {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into marks values (1, 'kept')`);
        await tx.transaction(async (inner) =>
          inner.execute(sql`insert into marks values (2, 'kept')`),
        );
      });
      await expect(
        database.db.transaction(async (tx) => {
          await tx.execute(sql`insert into marks values (3, 'lost')`);
          throw new Error('the caller changed its mind');
        }),
      ).rejects.toThrow('the caller changed its mind');
      expect(await rowsOf(database, sql`select id from marks order by id`)).toEqual([
        { id: 1 },
        { id: 2 },
      ]);
    });

    it('holds other queries back until an open transaction ends, as one connection does', async () => {
      const seen: string[] = [];
      let inside!: () => void;
      const entered = new Promise<void>((resolve) => (inside = resolve));
      const writing = database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into marks values (10, 'first')`);
        inside();
        await new Promise((resolve) => setTimeout(resolve, 200));
        seen.push('committed');
      });
      await entered;
      const reading = rowsOf(
        database,
        sql`select count(*)::int as n from marks where id = 10`,
      ).then((rows) => seen.push(`read ${String(rows[0]!.n)}`));
      await Promise.all([writing, reading]);
      expect(seen).toEqual(['committed', 'read 1']);
    });

    it("starts with the app's settings over PGlite's own, which it keeps", async () => {
      const settings = await rowsOf(
        database,
        sql`select current_setting('shared_buffers') as buffers, current_setting('timezone') as zone`,
      );
      expect(settings).toEqual([{ buffers: '8MB', zone: 'UTC' }]);
    });

    it("keeps the database's errors as callers test them", async () => {
      const duplicate = database.db.execute(sql`insert into marks values (1, 'again')`);
      const error = await duplicate.catch((e: unknown) => e);
      expect(isUniqueViolation(error)).toBe(true);
      expect((error as { cause?: { constraint?: string } }).cause?.constraint).toBe('marks_pkey');
    });

    it('hears a notification until it stops listening', async () => {
      const heard: string[] = [];
      const unlisten = await database.listen('marks_changed', (payload) => heard.push(payload));
      await database.db.execute(sql`select pg_notify('marks_changed', 'one')`);
      await expect.poll(() => heard).toEqual(['one']);
      await unlisten();
      await database.db.execute(sql`select pg_notify('marks_changed', 'two')`);
      await database.db.execute(sql`select 1`);
      expect(heard).toEqual(['one']);
    });

    it('leaves this thread free while a query runs (a PGlite here would block it throughout)', async () => {
      let ticks = 0;
      const timer = setInterval(() => ticks++, 20);
      try {
        await database.db.execute(sql`select pg_sleep(1)`);
      } finally {
        clearInterval(timer);
      }
      expect(ticks).toBeGreaterThan(5);
    });
  },
);

describe.skipIf(process.env.TEST_DB === 'postgres')('a closed embedded database', () => {
  it('refuses queries with a clear error instead of waiting forever', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pglite-thread-'));
    try {
      const database = await openDatabase({ databaseUrl: null, dataDir });
      await database.close();
      await expect(database.ping()).rejects.toThrow(/embedded database has stopped/);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe.skipIf(process.env.TEST_DB === 'postgres')(
  'an embedded database folder that cannot open',
  () => {
    it('fails its first query with the reason, and closes', async () => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pglite-thread-'));
      try {
        await fs.mkdir(path.join(dataDir, 'pglite'));
        await fs.writeFile(path.join(dataDir, 'pglite', 'PG_VERSION'), '9\n');
        const database = await openDatabase({ databaseUrl: null, dataDir });
        await expect(database.ping()).rejects.toThrow(/incompatible|version|initiali[sz]e/i);
        await database.close();
      } finally {
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    }, 60_000);
  },
);
