import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, mediaFiles } from '../../db/schema';

export function findCompany(db: Db, id: number) {
  return db
    .select()
    .from(companies)
    .where(eq(companies.id, id))
    .then((rows) => rows[0] ?? null);
}

/** Is this an uploaded logo of the company (so a company cannot show another's file)? */
export function isCompanyLogo(db: Db, companyId: number, fileId: string) {
  return db
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(
      and(
        eq(mediaFiles.id, fileId),
        eq(mediaFiles.companyId, companyId),
        eq(mediaFiles.kind, 'logo'),
      ),
    )
    .then((rows) => rows.length > 0);
}

export async function updateCompany(
  tx: Pick<Db, 'update'>,
  id: number,
  values: Partial<Omit<typeof companies.$inferInsert, 'id'>>,
) {
  await tx
    .update(companies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companies.id, id));
}
