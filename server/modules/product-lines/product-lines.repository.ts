import { asc, eq } from 'drizzle-orm';
import type { ProductLine } from '@shared/constants';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';

export function listCompanies(db: Db) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      contactPerson: companies.contactPerson,
      phone: companies.phone,
      email: companies.email,
      status: companies.status,
      productLines: companies.productLines,
    })
    .from(companies)
    .orderBy(asc(companies.name), asc(companies.id));
}

export function findLines(db: Pick<Db, 'select'>, id: number) {
  return db
    .select({ productLines: companies.productLines })
    .from(companies)
    .where(eq(companies.id, id))
    .then((rows) => rows[0]?.productLines ?? null);
}

export async function setLines(tx: Pick<Db, 'update'>, id: number, lines: readonly ProductLine[]) {
  await tx
    .update(companies)
    .set({ productLines: [...lines], updatedAt: new Date() })
    .where(eq(companies.id, id));
}
