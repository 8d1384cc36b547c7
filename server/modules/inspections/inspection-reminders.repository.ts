import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { ABILITIES } from '@shared/access/policy';
import type { Role } from '@shared/constants';
import type { Db } from '../../db/client';
import {
  companies,
  inspectionReminders,
  inspectorQualifications,
  sites,
  userSites,
  users,
} from '../../db/schema';

type Kind = 'scaffold' | 'platform';
type Executor = Pick<Db, 'select' | 'selectDistinct' | 'insert'>;

// Qualified staff who may still inspect; the platform's own people are no company's inspectors.
const INSPECTORS = (ABILITIES['equipment.inspect'] as readonly Role[]).filter(
  (role) => !(ABILITIES['tenants.all'] as readonly Role[]).includes(role),
);
const WHOLE_COMPANY = ABILITIES['sites.all-of-company'] as readonly Role[];

/** The companies that mark somebody qualified, with the zone they count their days in. */
export function companiesWithInspectors(db: Executor) {
  return db
    .selectDistinct({ id: companies.id, timeZone: companies.timezone })
    .from(companies)
    .innerJoin(inspectorQualifications, eq(inspectorQualifications.companyId, companies.id));
}

export interface Inspector {
  userId: number;
  email: string;
  siteId: number;
  kinds: Kind[];
}

/**
 * Each active, qualified user of the company on each active site he works on (every site for
 * a role that reaches the whole company) with the kinds he may inspect, leaving out the pairs
 * already reminded on `day`.
 */
export async function inspectorsToRemind(
  db: Executor,
  companyId: number,
  day: string,
): Promise<Inspector[]> {
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      siteId: sites.id,
      kind: inspectorQualifications.kind,
    })
    .from(inspectorQualifications)
    .innerJoin(users, eq(users.id, inspectorQualifications.userId))
    .innerJoin(sites, eq(sites.companyId, users.companyId))
    .where(
      and(
        eq(inspectorQualifications.companyId, companyId),
        eq(users.companyId, companyId),
        eq(users.isActive, true),
        eq(sites.isActive, true),
        inArray(users.role, [...INSPECTORS]),
        sql`(${inArray(users.role, [...WHOLE_COMPANY])} or exists (
          select 1 from ${userSites}
          where ${userSites.userId} = ${users.id} and ${userSites.siteId} = ${sites.id}))`,
        sql`not exists (
          select 1 from ${inspectionReminders}
          where ${inspectionReminders.userId} = ${users.id}
            and ${inspectionReminders.siteId} = ${sites.id}
            and ${inspectionReminders.day} = ${day})`,
      ),
    )
    .orderBy(users.id, sites.id);
  const byPair = new Map<string, Inspector>();
  for (const row of rows) {
    const key = `${row.userId}:${row.siteId}`;
    const found = byPair.get(key);
    if (found) found.kinds.push(row.kind);
    else
      byPair.set(key, {
        userId: row.userId,
        email: row.email,
        siteId: row.siteId,
        kinds: [row.kind],
      });
  }
  return [...byPair.values()];
}

/**
 * Records the day's reminders and answers the ones this call wrote: when two instances remind
 * at once, the primary key gives each pair to one of them.
 */
export async function claimReminders(
  db: Executor,
  pairs: readonly { userId: number; siteId: number }[],
  day: string,
  now: Date,
) {
  if (pairs.length === 0) return [];
  return db
    .insert(inspectionReminders)
    .values(pairs.map((p) => ({ userId: p.userId, siteId: p.siteId, day, sentAt: now })))
    .onConflictDoNothing()
    .returning({ userId: inspectionReminders.userId, siteId: inspectionReminders.siteId });
}

/** The record of days gone by is of no further use once a reminder cannot be sent for them. */
export async function forgetRemindersBefore(db: Pick<Db, 'delete'>, day: string) {
  await db.delete(inspectionReminders).where(lt(inspectionReminders.day, day));
}

export function siteNames(db: Executor, siteIds: readonly number[]) {
  if (siteIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: sites.id, name: sites.name, nameTranslations: sites.nameTranslations })
    .from(sites)
    .where(inArray(sites.id, [...siteIds]));
}
