import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  entryRequestFiles,
  entryRequests,
  sites,
  users,
  workerCertificates,
  workerTokenRequests,
} from '../../db/schema';

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

/**
 * The newest worker token linked to a request: the phone that sent it, or a new phone
 * recognised by it since, to which his certificates moved.
 */
export function tokenOfRequest(db: Executor, entryRequestId: string) {
  return db
    .select({ tokenId: workerTokenRequests.tokenId })
    .from(workerTokenRequests)
    .where(eq(workerTokenRequests.entryRequestId, entryRequestId))
    .orderBy(desc(workerTokenRequests.tokenId))
    .limit(1)
    .then((rows) => rows[0]?.tokenId ?? null);
}

/** What approval keeps of a certificate the worker typed in. */
export interface NewCertificateRow {
  companyId: number;
  workerTokenId: number;
  kind: string;
  kindLabel: string;
  domains: string[];
  number: string;
  issuedOn: string;
  expiresOn: string;
  instructorRegistration: string;
  dateOfBirth: string;
  photoFileId: string | null;
  entryRequestId: string;
}

const c = workerCertificates;

/**
 * Keeps a certificate, or brings the worker's kept one of that kind and number up to date. A
 * manager's verification stands only while what he verified is unchanged.
 */
export async function upsertCertificate(db: Executor, row: NewCertificateRow) {
  const unchanged = sql`(${c.domains}, ${c.issuedOn}, ${c.expiresOn}, ${c.instructorRegistration}, ${c.dateOfBirth})
    is not distinct from (excluded.domains, excluded.issued_on, excluded.expires_on,
    excluded.instructor_registration, excluded.date_of_birth)`;
  await db
    .insert(c)
    .values(row)
    .onConflictDoUpdate({
      target: [c.companyId, c.workerTokenId, c.kind, c.number],
      set: {
        kindLabel: sql`excluded.kind_label`,
        domains: sql`excluded.domains`,
        issuedOn: sql`excluded.issued_on`,
        expiresOn: sql`excluded.expires_on`,
        instructorRegistration: sql`excluded.instructor_registration`,
        dateOfBirth: sql`excluded.date_of_birth`,
        photoFileId: sql`coalesce(excluded.photo_file_id, ${c.photoFileId})`,
        entryRequestId: sql`excluded.entry_request_id`,
        verifiedBy: sql`case when ${unchanged} then ${c.verifiedBy} end`,
        verifiedAt: sql`case when ${unchanged} then ${c.verifiedAt} end`,
        updatedAt: sql`now()`,
      },
    });
}

/** A kept certificate shown again: the request that showed it places it in the lists. */
export async function markShownAgain(
  db: Executor,
  q: { id: number; workerTokenId: number; entryRequestId: string },
) {
  await db
    .update(c)
    .set({ entryRequestId: q.entryRequestId, updatedAt: new Date() })
    .where(and(eq(c.id, q.id), eq(c.workerTokenId, q.workerTokenId)));
}

/** The worker's certificates not yet expired on a day, soonest expiry last. */
export function inForceOf(db: Executor, q: { workerTokenId: number; on: string }) {
  return db
    .select()
    .from(c)
    .where(and(eq(c.workerTokenId, q.workerTokenId), gte(c.expiresOn, q.on)))
    .orderBy(asc(c.kind), desc(c.expiresOn));
}

/** Which of these ids are kept for this worker and in force on a day. */
export function keptIdsOf(db: Executor, q: { workerTokenId: number; ids: number[]; on: string }) {
  if (q.ids.length === 0) return Promise.resolve(new Set<number>());
  return db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.workerTokenId, q.workerTokenId), inArray(c.id, q.ids), gte(c.expiresOn, q.on)))
    .then((rows) => new Set(rows.map((r) => r.id)));
}

/**
 * The company's certificates kept with the phones linked to these requests (each request's
 * sender, and a phone recognised by it before), other than `tokenId`'s own.
 */
export function keptByPhonesOfRequests(
  db: Executor,
  q: { companyId: number; entryRequestIds: readonly string[]; tokenId: number },
) {
  if (q.entryRequestIds.length === 0) return Promise.resolve([]);
  const phones = db
    .select({ id: workerTokenRequests.tokenId })
    .from(workerTokenRequests)
    .where(inArray(workerTokenRequests.entryRequestId, [...q.entryRequestIds]));
  return db
    .select({
      id: c.id,
      kind: c.kind,
      number: c.number,
      verifiedAt: c.verifiedAt,
      updatedAt: c.updatedAt,
    })
    .from(c)
    .where(
      and(
        eq(c.companyId, q.companyId),
        inArray(c.workerTokenId, phones),
        ne(c.workerTokenId, q.tokenId),
      ),
    );
}

/** Hands these certificates to another worker token, unchanged otherwise. */
export async function moveToToken(db: Executor, ids: readonly number[], tokenId: number) {
  if (ids.length === 0) return 0;
  const moved = await db
    .update(c)
    .set({ workerTokenId: tokenId })
    .where(inArray(c.id, [...ids]))
    .returning({ id: c.id });
  return moved.length;
}

/** The picture a request sent for a field, if any. */
export function requestPhoto(db: Executor, entryRequestId: string, fieldId: string) {
  return db
    .select({ id: entryRequestFiles.id })
    .from(entryRequestFiles)
    .where(
      and(
        eq(entryRequestFiles.entryRequestId, entryRequestId),
        eq(entryRequestFiles.fieldId, fieldId),
      ),
    )
    .limit(1)
    .then((rows) => rows[0]?.id ?? null);
}

/** A request's place and answers, for keeping its certificates when it is approved. */
export function requestForKeeping(db: Executor, entryRequestId: string) {
  return db
    .select({
      id: entryRequests.id,
      companyId: entryRequests.companyId,
      siteId: entryRequests.siteId,
      formVersion: entryRequests.formVersion,
      language: entryRequests.language,
      values: entryRequests.values,
    })
    .from(entryRequests)
    .where(eq(entryRequests.id, entryRequestId))
    .then((rows) => rows[0] ?? null);
}

const verifier = sql<
  string | null
>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

const listColumns = {
  id: c.id,
  companyId: c.companyId,
  kind: c.kind,
  kindLabel: c.kindLabel,
  domains: c.domains,
  number: c.number,
  issuedOn: c.issuedOn,
  expiresOn: c.expiresOn,
  instructorRegistration: c.instructorRegistration,
  dateOfBirth: c.dateOfBirth,
  photoFileId: c.photoFileId,
  verifiedAt: c.verifiedAt,
  verifiedByName: sql<string | null>`coalesce(${verifier}, ${users.username})`,
  firstName: entryRequests.workerFirstName,
  lastName: entryRequests.workerLastName,
  employer: entryRequests.workerCompany,
  siteId: entryRequests.siteId,
  siteName: sites.name,
  entryRequestId: entryRequests.id,
  requestNumber: entryRequests.requestNumber,
};

function listQuery(db: Executor) {
  return db
    .select(listColumns)
    .from(c)
    .innerJoin(entryRequests, eq(entryRequests.id, c.entryRequestId))
    .innerJoin(sites, eq(sites.id, entryRequests.siteId))
    .leftJoin(users, eq(users.id, c.verifiedBy));
}

export type CertificateListRow = Awaited<
  ReturnType<ReturnType<typeof listQuery>['execute']>
>[number];

/**
 * The certificates a manager acts on: awaiting verification, expiring by `warnUntil` or expired,
 * each placed by the latest request that showed it, within the given sites (null: all the
 * company's) and, when named, one employer.
 */
export function listForStaff(
  db: Executor,
  q: { companyId: number; siteIds: number[] | null; employer?: string; warnUntil: string },
) {
  return listQuery(db)
    .where(
      and(
        eq(c.companyId, q.companyId),
        q.siteIds === null ? undefined : inArray(entryRequests.siteId, q.siteIds),
        q.employer === undefined ? undefined : eq(entryRequests.workerCompany, q.employer),
        or(isNull(c.verifiedAt), lte(c.expiresOn, q.warnUntil)),
      ),
    )
    .orderBy(asc(c.expiresOn), asc(c.id))
    .limit(1000);
}

export function findForStaff(db: Executor, id: number) {
  return listQuery(db)
    .where(eq(c.id, id))
    .then((rows) => rows[0] ?? null);
}

/** Marks a certificate verified once; null when someone already did. */
export function markVerified(db: Executor, q: { id: number; userId: number; now: Date }) {
  return db
    .update(c)
    .set({ verifiedBy: q.userId, verifiedAt: q.now, updatedAt: q.now })
    .where(and(eq(c.id, q.id), isNull(c.verifiedAt)))
    .returning({ id: c.id })
    .then((rows) => rows[0] ?? null);
}

/** Certificates that expired before the company's retention cut-off: nothing needs them. */
export function deleteExpiredBefore(db: Executor, companyId: number, day: string) {
  return db
    .delete(c)
    .where(and(eq(c.companyId, companyId), lt(c.expiresOn, day)))
    .returning({ id: c.id })
    .then((rows) => rows.length);
}
