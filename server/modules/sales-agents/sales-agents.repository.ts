import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyAgents, users } from '../../db/schema';
import { OPEN_LEAD_STATUSES } from '@shared/schemas/contact-request.schemas';
import { PLATFORM_TIME_ZONE } from '@shared/time/calendar-day';
import { dayStart } from '../../lib/company-day';

const fullName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.username})`;

export function listAgents(db: Db) {
  return db
    .select({
      id: users.id,
      username: users.username,
      fullName,
      phone: users.phone,
      email: users.email,
      isActive: users.isActive,
      lastLoginAt: users.lastLoginAt,
      // Correlated counts name their tables outright: drizzle leaves columns in raw SQL unqualified.
      companyCount: sql<number>`(select count(*)::int from company_agents ca where ca.agent_user_id = "users"."id" and ca.ends_at is null)`,
      openLeadCount: sql<number>`(select count(*)::int from contact_requests cr where cr.assigned_agent_id = "users"."id" and cr.status in (${sql.join(
        OPEN_LEAD_STATUSES.map((status) => sql`${status}`),
        sql`, `,
      )}))`,
    })
    .from(users)
    .where(eq(users.role, 'sales_agent'))
    .orderBy(asc(users.username));
}

export function findAgent(db: Pick<Db, 'select'>, id: number) {
  return db
    .select({ id: users.id, isActive: users.isActive })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'sales_agent')))
    .then((rows) => rows[0] ?? null);
}

export function companyExists(db: Pick<Db, 'select'>, id: number) {
  return db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, id))
    .then((rows) => rows.length === 1);
}

/** The company's current agent row, locked so that two assignments run one after the other. */
export function lockCurrentAgent(tx: Pick<Db, 'select'>, companyId: number) {
  return tx
    .select()
    .from(companyAgents)
    .where(and(eq(companyAgents.companyId, companyId), isNull(companyAgents.endsAt)))
    .for('update')
    .then((rows) => rows[0] ?? null);
}

export async function endPeriod(tx: Pick<Db, 'update'>, id: number, at: Date) {
  await tx.update(companyAgents).set({ endsAt: at }).where(eq(companyAgents.id, id));
}

export async function startPeriod(
  tx: Pick<Db, 'insert'>,
  values: typeof companyAgents.$inferInsert,
) {
  const [row] = await tx.insert(companyAgents).values(values).returning({ id: companyAgents.id });
  return row!.id;
}

export function agentHistory(db: Db, companyId: number) {
  return db
    .select({
      id: companyAgents.id,
      agentId: companyAgents.agentUserId,
      agentName: fullName,
      commissionBp: companyAgents.commissionBp,
      startsAt: companyAgents.startsAt,
      endsAt: companyAgents.endsAt,
    })
    .from(companyAgents)
    .innerJoin(users, eq(users.id, companyAgents.agentUserId))
    .where(eq(companyAgents.companyId, companyId))
    .orderBy(sql`${companyAgents.endsAt} is not null`, desc(companyAgents.startsAt));
}

/**
 * An agent's current companies with this month's activity and net billing; `from`/`to` bound
 * the month as days.
 */
export function portfolioCompanies(db: Db, agentId: number, month: { from: string; to: string }) {
  // The platform month's first midnight, in the offset of that night (summer time starts and
  // ends within a month).
  const monthStart = dayStart(month.from, sql`${PLATFORM_TIME_ZONE}::text`);
  return db
    .select({
      id: companies.id,
      name: companies.name,
      status: companies.status,
      commissionBp: companyAgents.commissionBp,
      startsAt: companyAgents.startsAt,
      siteCount: sql<number>`(select count(*)::int from sites s where s.company_id = "companies"."id" and s.is_active)`,
      requestsThisMonth: sql<number>`(select count(*)::int from entry_requests er where er.company_id = "companies"."id" and er.created_at >= ${monthStart})`,
      billedAgorot: sql<number>`(select coalesce(sum(bl.amount_agorot), 0)::int from billing_ledger bl where bl.company_id = "companies"."id" and bl.day >= ${month.from}::date and bl.day < ${month.to}::date)`,
    })
    .from(companyAgents)
    .innerJoin(companies, eq(companies.id, companyAgents.companyId))
    .where(and(eq(companyAgents.agentUserId, agentId), isNull(companyAgents.endsAt)))
    .orderBy(asc(companies.name));
}
