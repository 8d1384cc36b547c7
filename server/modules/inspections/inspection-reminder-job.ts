import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createMailer, type Mailer } from '../../lib/mailer';
import { startPeriodicJob } from '../../lib/periodic-job';
import { sendDueEmails } from '../email/email.service';
import { EQUIPMENT_LIST_PATH } from './inspection-reminder-messages';
import { remindInspectors, type ReminderDeps } from './inspection-reminders';

/** A digest waits at most this long after the morning hour; each look reads every company's equipment. */
const EVERY_MS = 5 * 60_000;

/** One run: the digests due, then the e-mails they queued. Returns the digests taken. */
export async function runInspectionReminders(
  db: Db,
  deps: ReminderDeps,
  mailer: Mailer | null,
  emailRetryBaseMs: number,
  now = new Date(),
): Promise<number> {
  const taken = await remindInspectors(db, deps, now);
  if (mailer && taken > 0) await sendDueEmails(db, mailer, emailRetryBaseMs);
  return taken;
}

/**
 * Every instance runs it every five minutes: the reminders' primary key lets one instance take
 * each digest, and the e-mail queue's row locks let one send each e-mail (the escalation job
 * retries the refused ones). Returns the stop.
 */
export function startInspectionReminderJob(app: FastifyInstance, db: Db): () => void {
  const { config } = app;
  const mailer = config.smtp ? createMailer(config.smtp) : null;
  const deps: ReminderDeps = {
    pushSender: app.pushSender,
    isEmailOn: mailer !== null,
    listUrl: config.publicUrl ? `${config.publicUrl}${EQUIPMENT_LIST_PATH}` : null,
    log: app.log,
  };
  const stop = startPeriodicJob(
    EVERY_MS,
    () => runInspectionReminders(db, deps, mailer, config.escalation.emailRetryBaseMs),
    app.log,
    {
      key: 'reminded',
      done: 'inspection reminders sent',
      failed: 'sending inspection reminders failed',
    },
  );
  return () => {
    stop();
    mailer?.close();
  };
}
