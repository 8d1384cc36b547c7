import { and, asc, desc, eq, gte, lt, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  billingDays,
  billingLedger,
  billingPlans,
  companies,
  entryRequests,
} from '../../db/schema';
import { dayStart } from '../../lib/company-day';

export type PlanRow = typeof billingPlans.$inferSelect;

export function listCompaniesWithPlans(db: Db) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      status: companies.status,
      timezone: companies.timezone,
    })
    .from(companies)
    .orderBy(asc(companies.name), asc(companies.id));
}

export function findCompany(db: Pick<Db, 'select'>, id: number) {
  return db
    .select({ id: companies.id, name: companies.name, timezone: companies.timezone })
    .from(companies)
    .where(eq(companies.id, id))
    .then((rows) => rows[0] ?? null);
}

export function listPlans(db: Pick<Db, 'select'>, companyId: number) {
  return db
    .select()
    .from(billingPlans)
    .where(eq(billingPlans.companyId, companyId))
    .orderBy(desc(billingPlans.effectiveFrom));
}

/** The plan in force on a day: the latest that started on or before it. */
export function planOn(db: Pick<Db, 'select'>, companyId: number, day: string) {
  return db
    .select()
    .from(billingPlans)
    .where(and(eq(billingPlans.companyId, companyId), lte(billingPlans.effectiveFrom, day)))
    .orderBy(desc(billingPlans.effectiveFrom))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

export function firstPlanDay(db: Pick<Db, 'select'>, companyId: number) {
  return db
    .select({ day: sql<string | null>`min(${billingPlans.effectiveFrom})::text` })
    .from(billingPlans)
    .where(eq(billingPlans.companyId, companyId))
    .then((rows) => rows[0]?.day ?? null);
}

/** The days from `from` to `to` (inclusive) that the company has not closed yet, oldest first. */
export async function openDays(
  db: Pick<Db, 'select'>,
  companyId: number,
  from: string,
  to: string,
) {
  const series = sql`generate_series(${from}::date, ${to}::date, interval '1 day')`;
  const rows = await db
    .select({ day: sql<string>`d::date::text` })
    .from(sql`${series} as d`)
    .where(
      sql`not exists (select 1 from ${billingDays} where ${billingDays.companyId} = ${companyId} and ${billingDays.day} = d::date)`,
    )
    .orderBy(sql`d`);
  return rows.map((r) => r.day);
}

export function lastClosedDay(db: Pick<Db, 'select'>, companyId: number) {
  return db
    .select({ day: sql<string | null>`${max(billingDays.day)}::text` })
    .from(billingDays)
    .where(eq(billingDays.companyId, companyId))
    .then((rows) => rows[0]?.day ?? null);
}

export function isDayClosed(db: Pick<Db, 'select'>, companyId: number, day: string) {
  return db
    .select({ day: billingDays.day })
    .from(billingDays)
    .where(and(eq(billingDays.companyId, companyId), eq(billingDays.day, day)))
    .then((rows) => rows.length === 1);
}

/** A plan from a day on; a second plan on the same day replaces the first (not yet closed). */
export async function upsertPlan(tx: Pick<Db, 'insert'>, values: typeof billingPlans.$inferInsert) {
  const [row] = await tx
    .insert(billingPlans)
    .values(values)
    .onConflictDoUpdate({
      target: [billingPlans.companyId, billingPlans.effectiveFrom],
      set: {
        monthlyBaseAgorot: values.monthlyBaseAgorot,
        siteDayAgorot: values.siteDayAgorot,
        entryAgorot: values.entryAgorot,
        vatBp: values.vatBp,
        createdBy: values.createdBy,
        createdAt: new Date(),
      },
    })
    .returning();
  return row!;
}

/**
 * Serializes a company's plan changes with the closing of its days, so a plan cannot slip into
 * a day being closed at the same moment.
 */
export async function lockCompanyBilling(tx: Pick<Db, 'execute'>, companyId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('billing'), ${companyId})`);
}

/**
 * Claims a company's day: true for the one caller whose insert made the row. A concurrent
 * caller waits for that transaction and then finds the row, so the day is counted once.
 */
export async function claimDay(tx: Pick<Db, 'insert'>, companyId: number, day: string) {
  const rows = await tx
    .insert(billingDays)
    .values({ companyId, day })
    .onConflictDoNothing()
    .returning({ day: billingDays.day });
  return rows.length === 1;
}

export async function insertLines(
  tx: Pick<Db, 'insert'>,
  lines: (typeof billingLedger.$inferInsert)[],
) {
  if (lines.length === 0) return;
  await tx.insert(billingLedger).values(lines);
}

/** What a company did on one day of its own time zone: sites with entries, approved entries. */
export async function dayActivity(
  db: Pick<Db, 'select'>,
  companyId: number,
  timezone: string,
  day: string,
) {
  const zone = sql`${timezone}`;
  const [row] = await db
    .select({
      siteDays: sql<number>`count(distinct ${entryRequests.siteId})::int`,
      entries: sql<number>`(count(*) filter (where ${entryRequests.status} = 'approved'))::int`,
    })
    .from(entryRequests)
    .where(
      and(
        eq(entryRequests.companyId, companyId),
        gte(entryRequests.createdAt, dayStart(day, zone)),
        lt(entryRequests.createdAt, dayStart(day, zone, 1)),
      ),
    );
  return { siteDays: row?.siteDays ?? 0, entries: row?.entries ?? 0 };
}

export function ledgerBetween(db: Pick<Db, 'select'>, companyId: number, from: string, to: string) {
  return db
    .select()
    .from(billingLedger)
    .where(
      and(
        eq(billingLedger.companyId, companyId),
        gte(billingLedger.day, from),
        lt(billingLedger.day, to),
      ),
    )
    .orderBy(asc(billingLedger.day), asc(billingLedger.id));
}

export function closedDaysBetween(
  db: Pick<Db, 'select'>,
  companyId: number,
  from: string,
  to: string,
) {
  return db
    .select({ count: sql<number>`count(*)::int` })
    .from(billingDays)
    .where(
      and(
        eq(billingDays.companyId, companyId),
        gte(billingDays.day, from),
        lt(billingDays.day, to),
      ),
    )
    .then((rows) => rows[0]?.count ?? 0);
}

/** Each company's net and VAT between two days. */
export function totalsBetween(db: Pick<Db, 'select'>, from: string, to: string) {
  return db
    .select({
      companyId: billingLedger.companyId,
      netAgorot: sql<number>`coalesce(sum(${billingLedger.amountAgorot}), 0)::int`,
      vatAgorot: sql<number>`coalesce(sum(${billingLedger.vatAgorot}), 0)::int`,
    })
    .from(billingLedger)
    .where(and(gte(billingLedger.day, from), lt(billingLedger.day, to)))
    .groupBy(billingLedger.companyId);
}

export function lastClosedDays(db: Pick<Db, 'select'>) {
  return db
    .select({
      companyId: billingDays.companyId,
      day: sql<string>`${max(billingDays.day)}::text`,
    })
    .from(billingDays)
    .groupBy(billingDays.companyId);
}

/** The companies that have a plan, with their zone: the ones the day-closing job bills. */
export function billedCompanies(db: Db) {
  return db
    .selectDistinct({ id: companies.id, timezone: companies.timezone })
    .from(companies)
    .innerJoin(billingPlans, eq(billingPlans.companyId, companies.id))
    .orderBy(asc(companies.id));
}
