import { and, desc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { workerCertificates, workerTokenRequests } from '../../db/schema';

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

export type CertificateRow = typeof workerCertificates.$inferSelect;

/** A worker's verified certificates of a kind in force on a day (expiry day included). */
export function verifiedInForce(
  db: Executor,
  q: { companyId: number; workerTokenId: number; kind: string; on: string },
) {
  return db
    .select()
    .from(workerCertificates)
    .where(
      and(
        eq(workerCertificates.companyId, q.companyId),
        eq(workerCertificates.workerTokenId, q.workerTokenId),
        eq(workerCertificates.kind, q.kind),
        isNotNull(workerCertificates.verifiedAt),
        lte(workerCertificates.issuedOn, q.on),
        gte(workerCertificates.expiresOn, q.on),
      ),
    )
    .orderBy(desc(workerCertificates.expiresOn), desc(workerCertificates.id));
}

/** The date of birth the worker gave last, a verified certificate's before any other. */
export function latestDateOfBirth(db: Executor, q: { companyId: number; workerTokenId: number }) {
  return db
    .select({ dateOfBirth: workerCertificates.dateOfBirth })
    .from(workerCertificates)
    .where(
      and(
        eq(workerCertificates.companyId, q.companyId),
        eq(workerCertificates.workerTokenId, q.workerTokenId),
      ),
    )
    .orderBy(
      sql`${workerCertificates.verifiedAt} is null`,
      desc(workerCertificates.updatedAt),
      desc(workerCertificates.id),
    )
    .limit(1)
    .then((rows) => rows[0]?.dateOfBirth ?? null);
}

/** The worker token that sent a request, when the phone was remembered. */
export function tokenOfRequest(db: Executor, entryRequestId: string) {
  return db
    .select({ tokenId: workerTokenRequests.tokenId })
    .from(workerTokenRequests)
    .where(eq(workerTokenRequests.entryRequestId, entryRequestId))
    .orderBy(desc(workerTokenRequests.tokenId))
    .limit(1)
    .then((rows) => rows[0]?.tokenId ?? null);
}
