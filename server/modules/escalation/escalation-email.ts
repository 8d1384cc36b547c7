import { directionOf, type Language } from '@shared/i18n/languages';
import type { EscalationRecipient } from '@shared/schemas/escalation.schemas';
import { catalogText } from '../../lib/catalog';
import { escapeHtml, isolateText } from '../../lib/email-html';
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
  const rows: [string, string][] = [
    [text('worker'), worker],
    [text('employer'), step.worker.company],
    [text('phone'), step.worker.phone],
    [text('site'), step.siteName],
    [text('submitted'), submitted],
  ];
  const shown = rows.filter(([, value]) => value !== '');
  const dir = directionOf(language);
  const intro = text('intro', params);
  const plain = [
    intro,
    '',
    ...shown.map(([label, value]) => `${label}: ${isolateText(value)}`),
    ...(queueUrl ? ['', `${text('open')}: ${queueUrl}`] : []),
    '',
    text('footer'),
  ].join('\n');
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(text('heading'))}</title></head>
<body dir="${dir}" style="font-family: Arial, sans-serif; color: #0f172a; text-align: start">
<h1 style="font-size: 20px">${escapeHtml(text('heading'))}</h1>
<p>${escapeHtml(intro)}</p>
<table role="presentation" style="border-collapse: collapse">
${shown
  .map(
    ([label, value]) =>
      `<tr><th scope="row" style="text-align: start; padding: 4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding: 4px 0"><bdi>${escapeHtml(value)}</bdi></td></tr>`,
  )
  .join('\n')}
</table>
${queueUrl ? `<p><a href="${escapeHtml(queueUrl)}">${escapeHtml(text('open'))}</a></p>` : ''}
<p style="color: #475569; font-size: 13px">${escapeHtml(text('footer'))}</p>
</body>
</html>`;
  return { to: recipient.email, subject: text('subject', params), text: plain, html };
}
