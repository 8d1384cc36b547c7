import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type { OnSiteCursor } from '@shared/schemas/on-site.schemas';
import type { Db } from '../../db/client';
import {
  companies,
  entryRequests,
  rollCallEntries,
  rollCalls,
  sites,
  users,
} from '../../db/schema';
import { instantIsToday } from '../../lib/company-day';
import { isApprovedRequest } from '../../db/entry-request-conditions';
import { selfieFileId } from '../../db/entry-request-columns';
import { entryScope, entryTimeZone } from '../../lib/scope';

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

/**
 * Who is on site now (docs/lifecycle.md): approved today in the company's day, no exit time.
 * The partial index on approved requests without an exit (migration 0024) holds exactly these
 * rows for today's range of decided_at, so a read costs the day's headcount, not the history.
 */
function onSiteCondition(user: SessionUser, siteId: number | undefined, now: Date): SQL {
  return and(
    entryScope(user, siteId),
    isApprovedRequest,
    isNull(entryRequests.exitTime),
    instantIsToday(entryRequests.decidedAt, now, entryTimeZone(user)),
  )!;
}

/** By name, the order a roll call is read in; the id breaks ties between companies' numbers. */
const byName = [
  asc(entryRequests.workerLastName),
  asc(entryRequests.workerFirstName),
  asc(entryRequests.requestNumber),
  asc(entryRequests.id),
];

function afterPerson(cursor: OnSiteCursor): SQL {
  return sql`(${entryRequests.workerLastName}, ${entryRequests.workerFirstName}, ${entryRequests.requestNumber}, ${entryRequests.id})
    > (${cursor.lastName}, ${cursor.firstName}, ${cursor.requestNumber}::int, ${cursor.id})`;
}

function selectPeople(db: Executor, where: SQL) {
  return db
    .select({
      entryRequestId: entryRequests.id,
      requestNumber: entryRequests.requestNumber,
      siteId: entryRequests.siteId,
      companyId: sites.companyId,
      siteName: sites.name,
      firstName: entryRequests.workerFirstName,
      lastName: entryRequests.workerLastName,
      phone: entryRequests.workerPhone,
      workerCompany: entryRequests.workerCompany,
      decidedAt: entryRequests.decidedAt,
      createdAt: entryRequests.createdAt,
      scaffoldingNumber: entryRequests.scaffoldingNumber,
      platformNumber: entryRequests.platformNumber,
      selfieFileId,
    })
    .from(entryRequests)
    .innerJoin(sites, eq(sites.id, entryRequests.siteId))
    .where(where)
    .orderBy(...byName);
}

export type OnSiteRow = Awaited<ReturnType<typeof selectPeople>>[number];

/** Everyone on site now, by name: what a roll call copies and the equipment list attributes. */
export function peopleOnSite(
  db: Executor,
  user: SessionUser,
  siteId: number | undefined,
  now: Date,
) {
  return selectPeople(db, onSiteCondition(user, siteId, now));
}

/** Up to `limit` people on site now, by name, after `cursor` (from the first without one). */
export function onSitePage(
  db: Executor,
  user: SessionUser,
  siteId: number | undefined,
  now: Date,
  cursor: OnSiteCursor | null,
  limit: number,
) {
  const where = onSiteCondition(user, siteId, now);
  return selectPeople(db, cursor ? and(where, afterPerson(cursor))! : where).limit(limit);
}

/** The headcount, counted where the rows are. */
export async function countOnSite(
  db: Executor,
  user: SessionUser,
  siteId: number | undefined,
  now: Date,
) {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(entryRequests)
    .where(onSiteCondition(user, siteId, now));
  return row?.value ?? 0;
}

export async function insertRollCall(
  tx: Executor,
  values: { companyId: number; siteId: number; startedBy: number },
) {
  const [row] = await tx.insert(rollCalls).values(values).returning({ id: rollCalls.id });
  return row!.id;
}

export async function insertRollCallEntries(
  tx: Executor,
  entries: (typeof rollCallEntries.$inferInsert)[],
) {
  if (entries.length > 0) await tx.insert(rollCallEntries).values(entries);
}

const starter = alias(users, 'starter');
const marker = alias(users, 'marker');

export async function findRollCall(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: rollCalls.id,
      companyId: rollCalls.companyId,
      siteId: rollCalls.siteId,
      siteName: sites.name,
      timeZone: companies.timezone,
      createdAt: rollCalls.createdAt,
      starterFirstName: starter.firstName,
      starterLastName: starter.lastName,
      starterUsername: starter.username,
    })
    .from(rollCalls)
    .innerJoin(sites, eq(sites.id, rollCalls.siteId))
    .innerJoin(companies, eq(companies.id, rollCalls.companyId))
    .leftJoin(starter, eq(starter.id, rollCalls.startedBy))
    .where(eq(rollCalls.id, id));
  return row ?? null;
}

export type RollCallRow = NonNullable<Awaited<ReturnType<typeof findRollCall>>>;

export function entriesOfRollCall(db: Executor, rollCallId: number) {
  return db
    .select({
      id: rollCallEntries.id,
      entryRequestId: rollCallEntries.entryRequestId,
      requestNumber: rollCallEntries.requestNumber,
      firstName: rollCallEntries.workerFirstName,
      lastName: rollCallEntries.workerLastName,
      phone: rollCallEntries.workerPhone,
      workerCompany: rollCallEntries.workerCompany,
      isSafe: rollCallEntries.isSafe,
      markedAt: rollCallEntries.markedAt,
      markerFirstName: marker.firstName,
      markerLastName: marker.lastName,
      markerUsername: marker.username,
    })
    .from(rollCallEntries)
    .leftJoin(marker, eq(marker.id, rollCallEntries.markedBy))
    .where(eq(rollCallEntries.rollCallId, rollCallId))
    .orderBy(
      asc(rollCallEntries.workerLastName),
      asc(rollCallEntries.workerFirstName),
      asc(rollCallEntries.id),
    );
}

/** Marks one person of one roll call; returns false when the entry is not in that roll call. */
export async function markEntry(
  db: Executor,
  rollCallId: number,
  entryId: number,
  values: { isSafe: boolean; markedBy: number; markedAt: Date },
) {
  const rows = await db
    .update(rollCallEntries)
    .set(values)
    .where(and(eq(rollCallEntries.id, entryId), eq(rollCallEntries.rollCallId, rollCallId)))
    .returning({ id: rollCallEntries.id });
  return rows.length > 0;
}

/** The site's latest roll calls with their counts, newest first. */
export function latestRollCalls(db: Executor, siteId: number, limit: number) {
  return db
    .select({
      id: rollCalls.id,
      siteId: rollCalls.siteId,
      siteName: sites.name,
      createdAt: rollCalls.createdAt,
      starterFirstName: starter.firstName,
      starterLastName: starter.lastName,
      starterUsername: starter.username,
      total: sql<number>`(select count(*)::int from ${rollCallEntries} where ${rollCallEntries.rollCallId} = ${rollCalls.id})`,
      safeCount: sql<number>`(select count(*)::int from ${rollCallEntries} where ${rollCallEntries.rollCallId} = ${rollCalls.id} and ${rollCallEntries.isSafe})`,
    })
    .from(rollCalls)
    .innerJoin(sites, eq(sites.id, rollCalls.siteId))
    .leftJoin(starter, eq(starter.id, rollCalls.startedBy))
    .where(eq(rollCalls.siteId, siteId))
    .orderBy(desc(rollCalls.createdAt), desc(rollCalls.id))
    .limit(limit);
}
