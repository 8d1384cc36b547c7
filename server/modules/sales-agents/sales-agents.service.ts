import type { Language } from '@shared/i18n/languages';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type {
  CompanyAgentBody,
  CompanyAgentHistory,
  Portfolio,
  SalesAgentList,
} from '@shared/schemas/sales-agents.schemas';
import type { z } from 'zod';
import type { SalesAgentCreateBodySchema } from '@shared/schemas/sales-agents.schemas';
import { OPEN_LEAD_STATUSES } from '@shared/schemas/contact-request.schemas';
import { platformDay } from '@shared/time/calendar-day';
import type { Db } from '../../db/client';
import { validationMessage } from '../../i18n/messages';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { catalogText } from '../../lib/catalog';
import { hashPassword } from '../../lib/crypto';
import { attachmentDisposition, toCsv } from '../../lib/csv';
import { conflictOnDuplicate } from '../../lib/db-errors';
import { monthRange } from '../billing/billing.service';
import { listLeads } from '../contact-requests/contact-requests.service';
import * as users from '../users/users.service';
import * as repo from './sales-agents.repository';

const percent = (bp: number) => bp / 100;
const toBp = (percentValue: number) => Math.round(percentValue * 100);

export async function listAgents(db: Db): Promise<SalesAgentList> {
  const rows = await repo.listAgents(db);
  return {
    agents: rows.map((row) => ({ ...row, lastLoginAt: row.lastLoginAt?.toISOString() ?? null })),
  };
}

export async function createAgent(
  db: Db,
  actor: SessionUser,
  body: z.infer<typeof SalesAgentCreateBodySchema>,
) {
  if (await users.isUsernameTaken(db, body.username)) throw new AppError(409, 'USERNAME_TAKEN');
  const passwordHash = await hashPassword(body.password);
  const { password: _secret, ...details } = body;
  const id = await conflictOnDuplicate('USERNAME_TAKEN', () =>
    db.transaction(async (tx) => {
      const userId = await users.insertAccount(tx, {
        ...details,
        passwordHash,
        role: 'sales_agent',
        companyId: null,
      });
      await writeAudit(tx, {
        companyId: null,
        actorUserId: actor.id,
        action: 'sales_agent.create',
        entityType: 'user',
        entityId: userId,
        details: { username: body.username },
      });
      return userId;
    }),
  );
  const { agents } = await listAgents(db);
  return agents.find((a) => a.id === id)!;
}

export async function agentsCsv(db: Db, language: Language) {
  const { agents } = await listAgents(db);
  const text = (key: string) => catalogText(language, 'backoffice', key);
  const header = ['fullName', 'username', 'phone', 'email', 'companies', 'openLeads', 'active'].map(
    (key) => text(`agents.columns.${key}`),
  );
  const rows = agents.map((a) => [
    a.fullName,
    a.username,
    a.phone,
    a.email,
    a.companyCount,
    a.openLeadCount,
    text(a.isActive ? 'common.active' : 'common.inactive'),
  ]);
  return { csv: toCsv(header, rows), disposition: attachmentDisposition('sales-agents.csv') };
}

export async function companyAgentHistory(db: Db, companyId: number): Promise<CompanyAgentHistory> {
  if (!(await repo.companyExists(db, companyId))) throw new AppError(404, 'NOT_FOUND');
  const rows = await repo.agentHistory(db, companyId);
  return {
    periods: rows.map((row) => ({
      id: row.id,
      agentId: row.agentId,
      agentName: row.agentName,
      commissionPercent: percent(row.commissionBp),
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Gives a company its agent from now on: the current period ends and a new one starts, in one
 * transaction. The same agent again is refused (a new rate for him is a new assignment after
 * his removal), and the partial unique index keeps one current agent whatever races.
 */
export async function assignAgent(
  db: Db,
  actor: SessionUser,
  companyId: number,
  body: CompanyAgentBody,
  language: Language,
): Promise<CompanyAgentHistory> {
  if (!(await repo.companyExists(db, companyId))) throw new AppError(404, 'NOT_FOUND');
  const agent = await repo.findAgent(db, body.agentId);
  if (!agent || !agent.isActive) {
    throw new AppError(400, 'VALIDATION_FAILED', {
      agentId: validationMessage('agentUnknown', language),
    });
  }
  await conflictOnDuplicate('AGENT_ALREADY_ASSIGNED', () =>
    db.transaction(async (tx) => {
      const current = await repo.lockCurrentAgent(tx, companyId);
      if (current?.agentUserId === body.agentId) {
        throw new AppError(409, 'AGENT_ALREADY_ASSIGNED');
      }
      const now = new Date();
      if (current) await repo.endPeriod(tx, current.id, now);
      const id = await repo.startPeriod(tx, {
        companyId,
        agentUserId: body.agentId,
        commissionBp: toBp(body.commissionPercent),
        startsAt: now,
        assignedBy: actor.id,
      });
      await writeAudit(tx, {
        companyId,
        actorUserId: actor.id,
        action: 'company_agent.assign',
        entityType: 'company',
        entityId: companyId,
        details: {
          periodId: id,
          from: current?.agentUserId ?? null,
          to: body.agentId,
          commissionPercent: body.commissionPercent,
        },
      });
    }),
  );
  return companyAgentHistory(db, companyId);
}

export async function removeAgent(db: Db, actor: SessionUser, companyId: number) {
  if (!(await repo.companyExists(db, companyId))) throw new AppError(404, 'NOT_FOUND');
  await db.transaction(async (tx) => {
    const current = await repo.lockCurrentAgent(tx, companyId);
    if (!current) return;
    await repo.endPeriod(tx, current.id, new Date());
    await writeAudit(tx, {
      companyId,
      actorUserId: actor.id,
      action: 'company_agent.remove',
      entityType: 'company',
      entityId: companyId,
      details: { from: current.agentUserId },
    });
  });
  return companyAgentHistory(db, companyId);
}

/** The agent's own companies this month, the commission they earn him, and his open leads. */
export async function portfolio(
  db: Db,
  agent: SessionUser,
  mainAccountUsernames: readonly string[],
  now = new Date(),
): Promise<Portfolio> {
  const month = platformDay(now).slice(0, 7);
  const rows = await repo.portfolioCompanies(db, agent.id, monthRange(month));
  const companies = rows.map((row) => ({
    id: row.id,
    name: row.name,
    isActive: row.status === 'active',
    commissionPercent: percent(row.commissionBp),
    since: row.startsAt.toISOString(),
    siteCount: row.siteCount,
    requestsThisMonth: row.requestsThisMonth,
    billedThisMonthAgorot: row.billedAgorot,
    commissionDueAgorot: Math.round((row.billedAgorot * row.commissionBp) / 10_000),
  }));
  const { items } = await listLeads(db, { user: agent, mainAccountUsernames });
  return {
    month,
    companies,
    leads: items.filter(
      (lead) => lead.assignedAgent?.id === agent.id && OPEN_LEAD_STATUSES.includes(lead.status),
    ),
    totals: {
      billedThisMonthAgorot: companies.reduce((sum, c) => sum + c.billedThisMonthAgorot, 0),
      commissionDueAgorot: companies.reduce((sum, c) => sum + c.commissionDueAgorot, 0),
    },
  };
}
