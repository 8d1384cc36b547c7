import { eq, sql } from 'drizzle-orm';
import type { EscalationRecipient, EscalationRuleBody } from '@shared/schemas/escalation.schemas';
import type { Db } from '../../db/client';
import { escalationRules } from '../../db/schema';

type Executor = Pick<Db, 'execute'>;

export async function findRule(db: Db, siteId: number) {
  const [row] = await db.select().from(escalationRules).where(eq(escalationRules.siteId, siteId));
  return row ?? null;
}

export async function saveRule(db: Db, siteId: number, rule: EscalationRuleBody, userId: number) {
  const values = {
    waitMinutes: rule.waitMinutes,
    notifyStaff: rule.notifyStaff,
    emailRecipients: rule.emails,
    updatedBy: userId,
    updatedAt: new Date(),
  };
  await db
    .insert(escalationRules)
    .values({ siteId, ...values })
    .onConflictDoUpdate({ target: escalationRules.siteId, set: values });
}

export async function deleteRule(db: Db, siteId: number): Promise<boolean> {
  const gone = await db
    .delete(escalationRules)
    .where(eq(escalationRules.siteId, siteId))
    .returning({ siteId: escalationRules.siteId });
  return gone.length > 0;
}

export interface TakenStep {
  entryRequestId: string;
  step: number;
  companyId: number;
  waitMinutes: number;
  recipients: EscalationRecipient[];
  requestNumber: number;
  worker: { firstName: string; lastName: string; company: string; phone: string };
  siteName: string;
  submittedAt: Date;
  timeZone: string;
}

/**
 * Records every escalation step that fell due by `now` and was not yet taken, and returns the
 * steps this call recorded: the primary key lets one instance take each step, once. A request
 * escalates while pending, for a day after its submission: one forgotten for longer is not the
 * gate's emergency any more.
 */
export async function takeDueSteps(
  db: Executor,
  now: Date,
  steps: { push: number; email: number },
  isEmailOn: boolean,
): Promise<TakenStep[]> {
  const at = now.toISOString();
  // Both drivers answer with an object holding the rows, which the shared type leaves unknown.
  const result = (await db.execute(sql`
    with due as (
      select e.id as entry_request_id, st.step, e.company_id, e.site_id, r.wait_minutes,
        r.email_recipients
      from escalation_rules r
      join entry_requests e on e.site_id = r.site_id and e.status = 'pending'
        and e.created_at > ${at}::timestamptz - interval '1 day'
      cross join (values (${steps.push}::int), (${steps.email}::int)) as st(step)
      where e.created_at + make_interval(mins => r.wait_minutes * st.step) <= ${at}::timestamptz
        and ((st.step = ${steps.push} and r.notify_staff)
          or (st.step = ${steps.email} and ${isEmailOn}
            and jsonb_array_length(r.email_recipients) > 0))
    ), taken as (
      insert into entry_request_escalations (entry_request_id, step, escalated_at)
      select entry_request_id, step, ${at}::timestamptz from due
      on conflict do nothing
      returning entry_request_id, step
    )
    select t.entry_request_id, t.step, d.company_id, d.wait_minutes, d.email_recipients,
      e.request_number, e.worker_first_name, e.worker_last_name, e.worker_company,
      e.worker_phone, e.created_at, s.name as site_name, c.timezone
    from taken t
    join due d on d.entry_request_id = t.entry_request_id and d.step = t.step
    join entry_requests e on e.id = t.entry_request_id
    join sites s on s.id = d.site_id
    join companies c on c.id = d.company_id
    order by e.created_at, t.step`)) as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => ({
    entryRequestId: String(row.entry_request_id),
    step: Number(row.step),
    companyId: Number(row.company_id),
    waitMinutes: Number(row.wait_minutes),
    recipients: (typeof row.email_recipients === 'string'
      ? JSON.parse(row.email_recipients)
      : row.email_recipients) as EscalationRecipient[],
    requestNumber: Number(row.request_number),
    worker: {
      firstName: String(row.worker_first_name),
      lastName: String(row.worker_last_name),
      company: String(row.worker_company),
      phone: String(row.worker_phone),
    },
    siteName: String(row.site_name),
    submittedAt: new Date(row.created_at as string | Date),
    timeZone: String(row.timezone),
  }));
}
