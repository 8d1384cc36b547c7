import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies } from '../db/schema';

/** The time zone a company counts its days in, or null when there is no such company. */
export async function companyTimeZone(db: Db, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: companies.timezone })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.timeZone ?? null;
}
