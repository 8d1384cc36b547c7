import type { FastifyBaseLogger } from 'fastify';
import { directionOf, type Language } from '@shared/i18n/languages';
import type { PushPayload } from '@shared/notifications/push-payload';
import type { Db } from '../../db/client';
import { catalogText } from '../../lib/catalog';
import { isolateText, renderEmail } from '../../lib/email-layout';
import type { EmailMessage } from '../../lib/mailer';
import { queueEmails } from '../email/email.service';
import { pushToUsers, staffLanguages, type PushSender } from '../push/push.service';
import { personName } from '../entry-requests/review.service';
import { companyToday } from './permit-facts';
import * as repo from './permits.repository';

const BOARD_PATH = '/manager/permits';

export interface ExpiryAlertDeps {
  pushSender: () => Promise<PushSender>;
  /** Whether SMTP is configured: without it no e-mail is queued. */
  isEmailOn: boolean;
  /** The server's public address, for the board's link in the e-mail; null when unknown. */
  publicUrl: string | null;
  log: Pick<FastifyBaseLogger, 'error'>;
}

type Executor = Parameters<typeof repo.insertExpiryAlert>[0];

/** A text about an expired permit in one language, its number, site, task and place filled in. */
function expiryText(language: Language, permit: repo.PermitRow) {
  const params = {
    number: String(permit.permit.id),
    site: permit.siteName,
    task: isolateText(permit.permit.task),
    location: isolateText(permit.permit.location),
  };
  return (key: string) => catalogText(language, 'notifications', key, params);
}

function expiryPush(language: Language, permit: repo.PermitRow): PushPayload {
  const text = expiryText(language, permit);
  return {
    tag: `permit-${permit.permit.id}`,
    title: text('push.permitExpired.title'),
    body: text('push.permitExpired.body'),
    lang: language,
    dir: directionOf(language),
    url: BOARD_PATH,
  };
}

function expiryEmail(
  to: string,
  language: Language,
  permit: repo.PermitRow,
  timeZone: string,
  publicUrl: string | null,
): EmailMessage {
  const text = expiryText(language, permit);
  const t = (key: string) => text(`email.permitExpired.${key}`);
  const end = new Intl.DateTimeFormat(language, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone,
  }).format(permit.permit.plannedEnd);
  const manager = personName(
    permit.managerFirstName,
    permit.managerLastName,
    permit.managerUsername,
  );
  return renderEmail(to, {
    language,
    subject: t('subject'),
    heading: t('heading'),
    intro: t('intro'),
    rows: [
      [t('permit'), String(permit.permit.id)],
      [t('task'), permit.permit.task],
      [t('location'), permit.permit.location],
      [t('site'), permit.siteName],
      [t('workManager'), manager ?? ''],
      [t('plannedEnd'), end],
    ],
    link: publicUrl ? { label: t('open'), url: `${publicUrl}${BOARD_PATH}` } : null,
    footer: t('footer'),
  });
}

/**
 * The e-mails of a permit about to expire, one per recipient with an address, each in his
 * language; read before the expiry's transaction, which queues them.
 */
export async function expiryEmails(
  db: Db,
  deps: ExpiryAlertDeps,
  permitId: number,
  now: Date,
): Promise<EmailMessage[]> {
  if (!deps.isEmailOn) return [];
  const permit = await repo.findPermit(db, permitId);
  if (!permit) return [];
  const recipients = (await repo.expiryRecipients(db, permit.permit)).filter((r) => r.email);
  if (recipients.length === 0) return [];
  const [languages, { zone }] = await Promise.all([
    staffLanguages(
      db,
      recipients.map((r) => r.id),
    ),
    companyToday(db, permit.permit.companyId, now),
  ]);
  return recipients.map((r) =>
    expiryEmail(r.email, languages.get(r.id)!, permit, zone, deps.publicUrl),
  );
}

/** In the expiry's transaction: the alert is recorded and its e-mails queued with it, or neither. */
export async function recordExpiryAlert(
  tx: Executor,
  permitId: number,
  emails: EmailMessage[],
  now: Date,
) {
  await repo.insertExpiryAlert(tx, permitId, now);
  await queueEmails(tx, emails);
}

/**
 * Pushes every expiry not pushed yet (those of this run, and any a restart left) to the devices
 * of each permit's work manager and the site's safety managers, each in its own language. The
 * alert is marked before it is sent: a push lost in a crash is better than the same one twice.
 */
export async function pushExpiryAlerts(db: Db, deps: ExpiryAlertDeps, now: Date) {
  const permitIds = await repo.takeUnpushedAlerts(db, now);
  for (const permitId of permitIds) {
    const permit = await repo.findPermit(db, permitId);
    if (!permit) continue;
    const recipients = await repo.expiryRecipients(db, permit.permit);
    await pushToUsers(
      db,
      deps.pushSender,
      { companyId: permit.permit.companyId, userIds: recipients.map((r) => r.id) },
      'permitLapsed',
      (language) => expiryPush(language, permit),
      now,
    ).catch((err: unknown) => deps.log.error({ err, permitId }, 'permit expiry push failed'));
  }
  return permitIds.length;
}
