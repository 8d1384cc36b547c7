import type { FastifyBaseLogger } from 'fastify';
import {
  ESCALATION_STEPS,
  EscalationRuleBodySchema,
  type EscalationRuleBody,
  type EscalationSettings,
} from '@shared/schemas/escalation.schemas';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { assertSiteInScope } from '../../lib/scope';
import { queueEmails } from '../email/email.service';
import { notifySiteDeciders } from '../push/push.service';
import type { PushSender } from '../push/push.service';
import { findSiteById } from '../sites/sites.service';
import { escalationEmail } from './escalation-email';
import * as repo from './escalation.repository';

async function siteInScope(db: Db, user: SessionUser, siteId: number) {
  const site = await findSiteById(db, siteId);
  assertSiteInScope(user, site);
  return site;
}

export async function settings(
  db: Db,
  user: SessionUser,
  siteId: number,
  isEmailOn: boolean,
): Promise<EscalationSettings> {
  await siteInScope(db, user, siteId);
  const row = await repo.findRule(db, siteId);
  return {
    rule: row
      ? { waitMinutes: row.waitMinutes, notifyStaff: row.notifyStaff, emails: row.emailRecipients }
      : null,
    emailEnabled: isEmailOn,
  };
}

export async function saveRule(
  db: Db,
  user: SessionUser,
  siteId: number,
  input: EscalationRuleBody,
  isEmailOn: boolean,
): Promise<EscalationSettings> {
  const rule = EscalationRuleBodySchema.parse(input);
  const site = await siteInScope(db, user, siteId);
  await repo.saveRule(db, siteId, rule, user.id);
  await writeAudit(db, {
    companyId: site.companyId,
    actorUserId: user.id,
    action: 'site.escalation_update',
    entityType: 'site',
    entityId: siteId,
    details: { waitMinutes: rule.waitMinutes, notifyStaff: rule.notifyStaff },
  });
  return { rule, emailEnabled: isEmailOn };
}

export async function removeRule(db: Db, user: SessionUser, siteId: number) {
  const site = await siteInScope(db, user, siteId);
  if (!(await repo.deleteRule(db, siteId))) throw new AppError(404, 'NOT_FOUND');
  await writeAudit(db, {
    companyId: site.companyId,
    actorUserId: user.id,
    action: 'site.escalation_remove',
    entityType: 'site',
    entityId: siteId,
  });
}

export interface EscalationDeps {
  pushSender: () => Promise<PushSender>;
  /** Whether SMTP is configured: without it, the e-mail step is never taken. */
  isEmailOn: boolean;
  /** The address of the approval queue a recipient opens, when the server knows its own. */
  queueUrl: string | null;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * Takes every escalation step that fell due: records it on the request (its audit trail) and
 * queues its e-mails in one transaction, so a step is either wholly taken or left for the next
 * run; then pushes the "waiting too long" notices. A lost push is not retried: the request is
 * still in the queue, and the e-mail step follows. Returns how many steps were taken.
 */
export async function escalateDue(db: Db, deps: EscalationDeps, now = new Date()) {
  const taken = await db.transaction(async (tx) => {
    const steps = await repo.takeDueSteps(tx, now, ESCALATION_STEPS, deps.isEmailOn);
    for (const step of steps) {
      const isEmail = step.step === ESCALATION_STEPS.email;
      if (isEmail) {
        await queueEmails(
          tx,
          step.recipients.map((recipient) => escalationEmail(recipient, step, now, deps.queueUrl)),
        );
      }
      await writeAudit(tx, {
        companyId: step.companyId,
        actorUserId: null,
        action: 'entry_request.escalate',
        entityType: 'entry_request',
        entityId: step.entryRequestId,
        // The channel, which the request's audit trail turns into its sentence.
        reason: isEmail ? 'email' : 'push',
        details: isEmail
          ? { step: step.step, channel: 'email', recipients: step.recipients.length }
          : { step: step.step, channel: 'push' },
      });
    }
    return steps;
  });
  for (const step of taken) {
    if (step.step !== ESCALATION_STEPS.push) continue;
    const minutes = Math.floor((now.getTime() - step.submittedAt.getTime()) / 60_000);
    await notifySiteDeciders(
      db,
      deps.pushSender,
      step.entryRequestId,
      { kind: 'waiting', minutes },
      now,
    ).catch((err: unknown) =>
      deps.log.error({ err, entryId: step.entryRequestId }, 'escalation push failed'),
    );
  }
  return taken.length;
}
