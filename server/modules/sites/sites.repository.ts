import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { sites } from '../../db/schema';

export type SiteRow = typeof sites.$inferSelect;

/** An active site by id; inactive sites are invisible to workers. */
export function findActiveSiteById(db: Db, id: number): Promise<SiteRow | null> {
  return db
    .select()
    .from(sites)
    .where(and(eq(sites.id, id), eq(sites.isActive, true)))
    .then((rows) => rows[0] ?? null);
}

const activeSiteByCode = preparedPerDatabase((db) =>
  db
    .select()
    .from(sites)
    .where(
      and(sql`lower(${sites.code}) = lower(${sql.placeholder('code')})`, eq(sites.isActive, true)),
    )
    .orderBy(sql`${sites.code} = ${sql.placeholder('code')} desc`)
    .limit(1)
    .prepare('active_site_by_code'),
);

/** An active site by its code in any case, the exact spelling first. */
export function findActiveSiteByCode(db: Db, code: string): Promise<SiteRow | null> {
  return activeSiteByCode(db)
    .execute({ code })
    .then((rows) => rows[0] ?? null);
}

/** A site whatever its state, for staff who manage it. */
export function findSiteById(db: Db, id: number): Promise<SiteRow | null> {
  return db
    .select()
    .from(sites)
    .where(eq(sites.id, id))
    .then((rows) => rows[0] ?? null);
}
