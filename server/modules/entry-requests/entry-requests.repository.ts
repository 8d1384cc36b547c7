import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DecisionChannel } from '@shared/entry-request/decision-channels';
import { ADMITTED_STATUS, type RequestStatus } from '@shared/entry-request/lifecycle';
import type { Db } from '../../db/client';
import {
  companies,
  companyRequestCounters,
  entryRequestFiles,
  entryRequests,
  sites,
  users,
} from '../../db/schema';

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

export type NewEntryRequest = typeof entryRequests.$inferInsert;
export type NewEntryRequestFile = typeof entryRequestFiles.$inferInsert;

/**
 * Stores a request under its company's next number, with its files, in one statement. The
 * counter's upsert locks its row until the transaction ends, so concurrent submissions get
 * consecutive numbers and a rolled-back one gives its back; the files' reference to the request
 * is checked at the statement's end, when both are in.
 */
export async function insertNumberedRequest(
  tx: Executor,
  request: Omit<NewEntryRequest, 'requestNumber'>,
  files: readonly NewEntryRequestFile[],
): Promise<number> {
  const counter = tx
    .insert(companyRequestCounters)
    .values({ companyId: request.companyId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: companyRequestCounters.companyId,
      set: { lastNumber: sql`${companyRequestCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: companyRequestCounters.lastNumber });
  const withFiles =
    files.length > 0
      ? sql`, files AS (${tx
          .insert(entryRequestFiles)
          .values([...files])
          .getSQL()})`
      : sql``;
  const inserted = tx
    .insert(entryRequests)
    .values({ ...request, requestNumber: sql`(SELECT last_number FROM counter)` })
    .returning({ requestNumber: entryRequests.requestNumber });
  // Both drivers answer with an object holding the rows, which the shared type leaves unknown.
  const result = (await tx.execute(
    sql`WITH counter AS (${counter.getSQL()})${withFiles} ${inserted.getSQL()}`,
  )) as {
    rows: { request_number: number }[];
  };
  return result.rows[0]!.request_number;
}

export function findByIdempotencyKey(db: Db, key: string) {
  return db
    .select({
      id: entryRequests.id,
      requestNumber: entryRequests.requestNumber,
      idempotencyFingerprint: entryRequests.idempotencyFingerprint,
    })
    .from(entryRequests)
    .where(eq(entryRequests.idempotencyKey, key))
    .then((rows) => rows[0] ?? null);
}

/** One request with what its status page shows: the site and the site's company. */
export function findStatusRow(db: Db, id: string) {
  return db
    .select({
      entry: entryRequests,
      siteName: sites.name,
      siteLocation: sites.location,
      siteNameTranslations: sites.nameTranslations,
      siteLocationTranslations: sites.locationTranslations,
      siteCompanyName: companies.name,
    })
    .from(entryRequests)
    .innerJoin(sites, eq(sites.id, entryRequests.siteId))
    .innerJoin(companies, eq(companies.id, entryRequests.companyId))
    .where(eq(entryRequests.id, id))
    .then((rows) => rows[0] ?? null);
}

export type StatusRow = NonNullable<Awaited<ReturnType<typeof findStatusRow>>>;

/** Where a request lives, for the scope check. */
export function findPlacement(db: Db, id: string) {
  return db
    .select({
      id: entryRequests.id,
      siteId: entryRequests.siteId,
      companyId: entryRequests.companyId,
    })
    .from(entryRequests)
    .where(eq(entryRequests.id, id))
    .then((rows) => rows[0] ?? null);
}

/**
 * The one conditional UPDATE of a status change (docs/lifecycle.md). The row is locked in the
 * FROM list, so `previous` is the status this change replaced, and a competing change that
 * committed first makes the WHERE fail: zero rows, and the caller answers 409.
 */
export async function changeStatus(
  tx: Executor,
  change: {
    id: string;
    to: RequestStatus;
    allowedFrom: readonly RequestStatus[];
    /** A final status records who decided and when; an announcement records neither. */
    isDecision: boolean;
    rejectionReason: string | null;
    decidedBy: number | null;
    decidedVia: DecisionChannel;
    now: Date;
  },
): Promise<{ previous: RequestStatus } | null> {
  const { isDecision } = change;
  const previous = tx
    .select({ id: entryRequests.id, status: entryRequests.status })
    .from(entryRequests)
    .where(eq(entryRequests.id, change.id))
    .for('update')
    .as('previous');
  const [row] = await tx
    .update(entryRequests)
    .set({
      status: change.to,
      rejectionReason: change.rejectionReason,
      decidedBy: isDecision ? change.decidedBy : null,
      decidedAt: isDecision ? change.now : null,
      decidedVia: isDecision ? change.decidedVia : null,
    })
    .from(previous)
    .where(
      and(eq(entryRequests.id, previous.id), inArray(previous.status, [...change.allowedFrom])),
    )
    .returning({ previous: previous.status });
  return row ?? null;
}

/** Sets the exit time once, and only of an approved request; null when nothing changed. */
export function markExit(tx: Executor, id: string, now: Date) {
  return tx
    .update(entryRequests)
    .set({ exitTime: now })
    .where(
      and(
        eq(entryRequests.id, id),
        eq(entryRequests.status, ADMITTED_STATUS),
        isNull(entryRequests.exitTime),
      ),
    )
    .returning({ id: entryRequests.id, siteId: entryRequests.siteId })
    .then((rows) => rows[0] ?? null);
}

/** Who decided a request, for the 409 a competing manager gets. */
export function findDecision(db: Db, id: string) {
  return db
    .select({
      status: entryRequests.status,
      decidedAt: entryRequests.decidedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(entryRequests)
    .leftJoin(users, eq(users.id, entryRequests.decidedBy))
    .where(eq(entryRequests.id, id))
    .then((rows) => rows[0] ?? null);
}
