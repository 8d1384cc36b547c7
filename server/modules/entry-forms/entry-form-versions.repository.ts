import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { entryForms, users } from '../../db/schema';

/** Every saved version of a site's form, newest first, with who saved it. */
export function listFormVersions(db: Db, siteId: number) {
  return db
    .select({
      version: entryForms.version,
      createdAt: entryForms.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      fieldCount: sql<number>`jsonb_array_length(${entryForms.fields})::int`,
    })
    .from(entryForms)
    .leftJoin(users, eq(users.id, entryForms.createdBy))
    .where(eq(entryForms.siteId, siteId))
    .orderBy(desc(entryForms.version));
}
