import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { startPeriodicJob } from '../../lib/periodic-job';
import { forgetOldEmails, sendDueEmails } from '../email/email.service';
import { createMailer, type Mailer } from '../../lib/mailer';
import { escalateDue, type EscalationDeps } from './escalation.service';

/**
 * One run: the steps that fell due, then the e-mails due (these and earlier ones being
 * retried), then the sent e-mails past their week. Returns the steps taken and e-mails sent.
 */
export async function runEscalation(
  db: Db,
  deps: EscalationDeps,
  mailer: Mailer | null,
  emailRetryBaseMs: number,
  now = new Date(),
): Promise<number> {
  const steps = await escalateDue(db, deps, now);
  if (!mailer) return steps;
  const sent = await sendDueEmails(db, mailer, emailRetryBaseMs);
  await forgetOldEmails(db, now);
  return steps + sent;
}

/**
 * Every instance runs it every `escalation.everyMs`: the steps' primary key lets one instance
 * take each step, and the e-mail queue's row locks let one send each e-mail. Returns the stop.
 */
export function startEscalationJob(app: FastifyInstance, db: Db): () => void {
  const { config } = app;
  const mailer = config.smtp ? createMailer(config.smtp) : null;
  const deps: EscalationDeps = {
    pushSender: app.pushSender,
    isEmailOn: mailer !== null,
    queueUrl: config.publicUrl ? `${config.publicUrl}/manager/approval-queue` : null,
    log: app.log,
  };
  const stop = startPeriodicJob(
    config.escalation.everyMs,
    () => runEscalation(db, deps, mailer, config.escalation.emailRetryBaseMs),
    app.log,
    {
      key: 'escalated',
      done: 'escalation steps taken and e-mails sent',
      failed: 'escalating waiting requests failed',
    },
  );
  return () => {
    stop();
    mailer?.close();
  };
}
