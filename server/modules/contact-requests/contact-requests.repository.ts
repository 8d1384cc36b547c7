import { and, asc, desc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { contactRequests, leadNotes, users } from '../../db/schema';

type Executor = Pick<Db, 'insert' | 'update' | 'select'>;

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

const agent = alias(users, 'agent');
const agentName = sql<
  string | null
>`nullif(trim(${agent.firstName} || ' ' || ${agent.lastName}), '')`;

function selectLeads(db: Pick<Db, 'select'>) {
  return db
    .select({
      ...getTableColumns(contactRequests),
      agentName: sql<string | null>`coalesce(${agentName}, ${agent.username})`,
    })
    .from(contactRequests)
    .leftJoin(agent, eq(agent.id, contactRequests.assignedAgentId));
}

export type LeadRow = Awaited<ReturnType<typeof listLeads>>[number];

/** Leads, newest first; `agentId` narrows to the leads assigned to one agent. */
export function listLeads(db: Db, filter: { status?: LeadRow['status']; agentId?: number }) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(contactRequests.status, filter.status));
  if (filter.agentId !== undefined) {
    conditions.push(eq(contactRequests.assignedAgentId, filter.agentId));
  }
  return selectLeads(db)
    .where(and(...conditions))
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id));
}

export function findLead(db: Pick<Db, 'select'>, id: number) {
  return selectLeads(db)
    .where(eq(contactRequests.id, id))
    .then((rows) => rows[0] ?? null);
}

export async function updateLead(
  tx: Pick<Db, 'update'>,
  id: number,
  values: Partial<
    Pick<
      typeof contactRequests.$inferInsert,
      'status' | 'note' | 'followUpOn' | 'assignedAgentId' | 'companyId'
    >
  >,
) {
  await tx
    .update(contactRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(contactRequests.id, id));
}

/** The company opened from a lead is written once: a second opening finds it taken. */
export async function linkCompany(tx: Pick<Db, 'update'>, id: number, companyId: number) {
  const rows = await tx
    .update(contactRequests)
    .set({ companyId, status: 'won', updatedAt: new Date() })
    .where(and(eq(contactRequests.id, id), isNull(contactRequests.companyId)))
    .returning({ id: contactRequests.id });
  return rows.length === 1;
}

export async function insertNote(tx: Executor, values: typeof leadNotes.$inferInsert) {
  const [row] = await tx.insert(leadNotes).values(values).returning({ id: leadNotes.id });
  return row!.id;
}

export function listNotes(db: Db, leadId: number) {
  return db
    .select({
      id: leadNotes.id,
      body: leadNotes.body,
      createdAt: leadNotes.createdAt,
      authorName: sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.username}, '')`,
    })
    .from(leadNotes)
    .leftJoin(users, eq(users.id, leadNotes.authorUserId))
    .where(eq(leadNotes.leadId, leadId))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
}

/** An active sales agent's id, or null: leads go to agents only. */
export function findActiveAgent(db: Pick<Db, 'select'>, id: number) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'sales_agent'), eq(users.isActive, true)))
    .then((rows) => rows[0]?.id ?? null);
}
