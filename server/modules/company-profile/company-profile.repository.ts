import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';

export function findCompany(db: Db, id: number) {
  return db
    .select()
    .from(companies)
    .where(eq(companies.id, id))
    .then((rows) => rows[0] ?? null);
}
