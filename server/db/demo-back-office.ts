import { eq, sql } from 'drizzle-orm';
import { addDays, platformDay } from '@shared/time/calendar-day';
import type { Db } from './client';
import { billingPlans, companyAgents, contactRequests, leadNotes, users } from './schema';

type Executor = Pick<Db, 'select' | 'insert'>;

/** How far back the demo's billing plans start: the day-closing job fills the ledger from it. */
export const DEMO_BILLING_DAYS = 60;

/**
 * The calendar day `days` before today in Israel. Counted on the calendar, not as 24-hour
 * spans: across a clock change those put the plans' start one day late for an hour each night,
 * and the demo then had a day less of closed billing than it promises.
 */
const daysAgo = (days: number, now: Date) => addDays(platformDay(now), -days);

/** Leads of the public site: two of them the demo agent's, one still unassigned. */
const DEMO_LEADS = [
  {
    kind: 'inquiry' as const,
    name: 'אורי שפירא',
    phone: '052-7654321',
    companyName: 'שפירא הנדסה',
    message: 'מעוניינים במערכת לשלושה אתרים',
    source: '/',
    status: 'contacted' as const,
    assigned: true,
    followUpDays: 2,
  },
  {
    kind: 'registration' as const,
    name: 'מאיה כהן',
    email: 'maya@cohen-build.example',
    companyName: 'כהן בנייה ופיתוח',
    message: '',
    source: '/auth/register',
    status: 'demo' as const,
    assigned: true,
    followUpDays: 5,
  },
  {
    kind: 'inquiry' as const,
    name: 'Ahmad Nasser',
    phone: '054-1112233',
    companyName: 'Nasser Scaffolding',
    message: 'Price for one site?',
    source: '/scaffolding-tracking',
    status: 'new' as const,
    assigned: false,
    followUpDays: null,
  },
];

/**
 * The back office's demo: demo-agent brings both demo companies, both have had a plan for
 * DEMO_BILLING_DAYS days (the caller then closes those days into the ledger), and the public
 * site has left a few open leads.
 */
export async function seedDemoBackOffice(tx: Executor, companyIds: readonly number[], now: Date) {
  const [agent] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, 'demo-agent'));
  if (!agent) return;
  const [superAdmin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, 'demo-super'));
  const startsAt = new Date(now.getTime() - DEMO_BILLING_DAYS * 86_400_000);
  for (const [i, companyId] of companyIds.entries()) {
    await tx.insert(companyAgents).values({
      companyId,
      agentUserId: agent.id,
      commissionBp: i === 0 ? 1000 : 1250,
      startsAt,
      assignedBy: superAdmin?.id ?? null,
    });
    await tx.insert(billingPlans).values({
      companyId,
      effectiveFrom: daysAgo(DEMO_BILLING_DAYS, now),
      monthlyBaseAgorot: i === 0 ? 150_000 : 90_000,
      siteDayAgorot: 2_500,
      entryAgorot: 150,
      vatBp: 1_800,
      createdBy: superAdmin?.id ?? null,
    });
  }
  for (const lead of DEMO_LEADS) {
    const { assigned, followUpDays, ...values } = lead;
    const [row] = await tx
      .insert(contactRequests)
      .values({
        ...values,
        assignedAgentId: assigned ? agent.id : null,
        followUpOn: followUpDays === null ? null : daysAgo(-followUpDays, now),
      })
      .returning({ id: contactRequests.id });
    if (assigned) {
      await tx.insert(leadNotes).values({
        leadId: row!.id,
        authorUserId: agent.id,
        body: 'שיחה ראשונה, ביקשו הצעת מחיר',
      });
    }
  }
}
