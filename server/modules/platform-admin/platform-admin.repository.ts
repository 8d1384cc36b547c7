import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isApprovedRequest, isOpenRequest } from '../../db/entry-request-conditions';
import { companies, entryRequests, sites, users } from '../../db/schema';
import { localDay, localToday } from '../../lib/company-day';

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

/** The start of the company's current month, as an instant, so the index on created_at serves. */
const monthStart = (now: Date) =>
  sql`(date_trunc('month', (${now.toISOString()})::timestamptz at time zone ${companies.timezone}) at time zone ${companies.timezone})`;

/** Escapes LIKE's wildcards, so a search for "50%" finds those characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const countBy = (db: Db) => ({
  sites: db
    .select({ companyId: sites.companyId, n: sql<number>`count(*)::int`.as('site_count') })
    .from(sites)
    .groupBy(sites.companyId)
    .as('site_counts'),
  users: db
    .select({ companyId: users.companyId, n: sql<number>`count(*)::int`.as('user_count') })
    .from(users)
    .groupBy(users.companyId)
    .as('user_counts'),
});

function requestsSince(db: Db, now: Date) {
  return db
    .select({
      companyId: entryRequests.companyId,
      n: sql<number>`count(*)::int`.as('request_count'),
    })
    .from(entryRequests)
    .innerJoin(companies, eq(companies.id, entryRequests.companyId))
    .where(sql`${entryRequests.createdAt} >= ${monthStart(now)}`)
    .groupBy(entryRequests.companyId)
    .as('request_counts');
}

/** Companies with their site, user and this-month request counts; `q` narrows by text. */
export function listCompanies(db: Db, filter: { q?: string; id?: number }, now: Date) {
  const conditions: SQL[] = [];
  if (filter.id !== undefined) conditions.push(eq(companies.id, filter.id));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(
      or(
        ilike(companies.name, pattern),
        ilike(companies.contactPerson, pattern),
        ilike(companies.phone, pattern),
        ilike(companies.email, pattern),
      )!,
    );
  }
  const counts = countBy(db);
  const requests = requestsSince(db, now);
  return db
    .select({
      id: companies.id,
      name: companies.name,
      type: companies.type,
      contactPerson: companies.contactPerson,
      phone: companies.phone,
      email: companies.email,
      address: companies.address,
      status: companies.status,
      createdAt: companies.createdAt,
      siteCount: sql<number>`coalesce(${counts.sites.n}, 0)::int`,
      userCount: sql<number>`coalesce(${counts.users.n}, 0)::int`,
      requestsThisMonth: sql<number>`coalesce(${requests.n}, 0)::int`,
    })
    .from(companies)
    .leftJoin(counts.sites, eq(counts.sites.companyId, companies.id))
    .leftJoin(counts.users, eq(counts.users.companyId, companies.id))
    .leftJoin(requests, eq(requests.companyId, companies.id))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(companies.name), asc(companies.id));
}

export type CompanyRow = Awaited<ReturnType<typeof listCompanies>>[number];

export async function insertCompany(tx: Executor, values: typeof companies.$inferInsert) {
  const [row] = await tx.insert(companies).values(values).returning({ id: companies.id });
  return row!.id;
}

export async function updateCompany(
  tx: Executor,
  id: number,
  values: Partial<Omit<typeof companies.$inferInsert, 'id'>>,
) {
  await tx
    .update(companies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companies.id, id));
}

export function companyUserIds(tx: Pick<Db, 'select'>, companyId: number) {
  return tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.companyId, companyId))
    .then((rows) => rows.map((r) => r.id));
}

export function companySites(db: Db, companyId: number) {
  return db
    .select({
      id: sites.id,
      code: sites.code,
      name: sites.name,
      location: sites.location,
      isActive: sites.isActive,
    })
    .from(sites)
    .where(eq(sites.companyId, companyId))
    .orderBy(asc(sites.name), asc(sites.id));
}

export function companyUsers(db: Db, companyId: number) {
  return db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      isActive: users.isActive,
    })
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(asc(users.username));
}

/** Request counts of one company by its own calendar days, and the latest request's time. */
export async function companyActivity(db: Db, companyId: number, now: Date) {
  const day = localDay(entryRequests.createdAt, companies.timezone);
  const today = localToday(now, companies.timezone);
  const [row] = await db
    .select({
      today: sql<number>`count(*) filter (where ${day} = ${today})::int`,
      last7Days: sql<number>`count(*) filter (where ${day} > ${today} - 7)::int`,
      last30Days: sql<number>`count(*) filter (where ${day} > ${today} - 30)::int`,
      pendingNow: sql<number>`count(*) filter (where ${isOpenRequest})::int`,
      lastRequestAt: sql<Date | null>`max(${entryRequests.createdAt})`.mapWith(
        (value: string | Date | null) => (value === null ? null : new Date(value)),
      ),
    })
    .from(entryRequests)
    .innerJoin(companies, eq(companies.id, entryRequests.companyId))
    .where(eq(entryRequests.companyId, companyId));
  return row!;
}

/** Requests waiting now, and approved on each company's own today, across the platform. */
export async function platformRequestCounts(db: Db, now: Date) {
  const decidedDay = localDay(entryRequests.decidedAt, companies.timezone);
  const [row] = await db
    .select({
      pendingNow: sql<number>`count(*) filter (where ${isOpenRequest})::int`,
      approvedToday: sql<number>`count(*) filter (where ${isApprovedRequest}
        and ${decidedDay} = ${localToday(now, companies.timezone)})::int`,
    })
    .from(entryRequests)
    .innerJoin(companies, eq(companies.id, entryRequests.companyId));
  return row!;
}
