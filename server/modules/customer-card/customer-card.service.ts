import type { SessionUser } from '@shared/schemas/auth.schemas';
import type { CustomerFacts } from '@shared/schemas/customer-card.schemas';
import { platformDay } from '@shared/time/calendar-day';
import type { Db } from '../../db/client';
import { billingMonth, listPlans } from '../billing/billing.service';
import { listLeads } from '../contact-requests/contact-requests.service';
import { companyAgentHistory } from '../sales-agents/sales-agents.service';
import * as repo from './customer-card.repository';

/**
 * What the back office knows of one customer company: its current agent, plan and this
 * month's billing, the leads it came from, and its latest changes. Each part comes from the
 * module that owns it; an unknown company answers 404 from the first of them.
 */
export async function customerFacts(
  db: Db,
  user: SessionUser,
  mainAccountUsernames: readonly string[],
  companyId: number,
  now = new Date(),
): Promise<CustomerFacts> {
  const { periods } = await companyAgentHistory(db, companyId);
  const [{ plans }, month, { items }, changes] = await Promise.all([
    listPlans(db, companyId),
    billingMonth(db, companyId, undefined, now),
    listLeads(db, { user, mainAccountUsernames }),
    repo.timeline(db, companyId),
  ]);
  const today = platformDay(now);
  return {
    agent: periods.find((p) => p.endsAt === null) ?? null,
    plan: plans.find((p) => p.effectiveFrom <= today) ?? null,
    month: month.month,
    monthNetAgorot: month.totals.netAgorot,
    monthVatAgorot: month.totals.vatAgorot,
    leads: items.filter((lead) => lead.companyId === companyId),
    timeline: changes.map((c) => ({ ...c, at: c.at.toISOString() })),
  };
}
