import type { Language } from '@shared/i18n/languages';
import type { EscalationRecipient } from '@shared/schemas/escalation.schemas';
import { catalogText } from '../../lib/catalog';
import { isolateText, renderEmail } from '../../lib/email-layout';
import type { EmailMessage } from '../../lib/mailer';
import type { TakenStep } from './escalation.repository';

/**
 * The e-mail of a request waiting too long, in the recipient's language and direction: the
 * request's number, the worker, his employer and phone, the site and when he sent it, and the
 * queue's address when the server knows its public one.
 */
export function escalationEmail(
  recipient: EscalationRecipient,
  step: TakenStep,
  now: Date,
  queueUrl: string | null,
): EmailMessage {
  const language: Language = recipient.language;
  const text = (key: string, params: Record<string, string> = {}) =>
    catalogText(language, 'notifications', `email.escalation.${key}`, params);
  const worker = `${step.worker.firstName} ${step.worker.lastName}`.trim();
  const minutes = String(
    Math.max(1, Math.floor((now.getTime() - step.submittedAt.getTime()) / 60_000)),
  );
  const params = {
    number: String(step.requestNumber),
    site: step.siteName,
    worker: isolateText(worker),
    minutes,
  };
  const submitted = new Intl.DateTimeFormat(language, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: step.timeZone,
  }).format(step.submittedAt);
  return renderEmail(recipient.email, {
    language,
    subject: text('subject', params),
    heading: text('heading'),
    intro: text('intro', params),
    rows: [
      [text('worker'), worker],
      [text('employer'), step.worker.company],
      [text('phone'), step.worker.phone],
      [text('site'), step.siteName],
      [text('submitted'), submitted],
    ],
    link: queueUrl ? { label: text('open'), url: queueUrl } : null,
    footer: text('footer'),
  });
}
