import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactRequests } from '../../db/schema';

export type ContactRequestRow = typeof contactRequests.$inferSelect;

export async function insertContactRequest(
  tx: Pick<Db, 'insert'>,
  values: typeof contactRequests.$inferInsert,
) {
  const [row] = await tx
    .insert(contactRequests)
    .values(values)
    .returning({ id: contactRequests.id });
  return row!.id;
}

export function listContactRequests(db: Db, status?: ContactRequestRow['status']) {
  return db
    .select()
    .from(contactRequests)
    .where(status ? eq(contactRequests.status, status) : undefined)
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id));
}

export function findContactRequest(db: Db, id: number) {
  return db
    .select()
    .from(contactRequests)
    .where(eq(contactRequests.id, id))
    .then((rows) => rows[0] ?? null);
}

export async function updateContactRequest(
  tx: Pick<Db, 'update'>,
  id: number,
  values: Partial<Pick<ContactRequestRow, 'status' | 'note'>>,
) {
  await tx
    .update(contactRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(contactRequests.id, id));
}
