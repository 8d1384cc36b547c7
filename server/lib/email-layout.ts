import { directionOf, type Language } from '@shared/i18n/languages';
import type { EmailMessage } from './mailer';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text as HTML shows it: names and numbers come from people and may hold any character. */
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** A name, a phone or a task is text in any script: isolated so it keeps its own order. */
export const isolateText = (value: string) => `\u2068${value}\u2069`;

/** What a notice by e-mail says, already in its recipient's language. */
export interface EmailNotice {
  language: Language;
  subject: string;
  heading: string;
  intro: string;
  /** Label and value; a row without a value is left out. */
  rows: [string, string][];
  /** Lines listed after the rows, each whole in the recipient's language. */
  lines?: string[];
  /** The screen to open, when the server knows its public address. */
  link: { label: string; url: string } | null;
  footer: string;
}

/**
 * The product's e-mail: a plain text body and an HTML one in the recipient's language and
 * direction (`<html lang dir>`), the rows as a table whose values keep their own direction.
 */
export function renderEmail(to: string, notice: EmailNotice): EmailMessage {
  const { language, heading, intro, link, footer, lines = [] } = notice;
  const shown = notice.rows.filter(([, value]) => value !== '');
  const dir = directionOf(language);
  const plain = [
    intro,
    '',
    ...shown.map(([label, value]) => `${label}: ${isolateText(value)}`),
    ...lines,
    ...(link ? ['', `${link.label}: ${link.url}`] : []),
    '',
    footer,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>
<body dir="${dir}" style="font-family: Arial, sans-serif; color: #0f172a; text-align: start">
<h1 style="font-size: 20px">${escapeHtml(heading)}</h1>
<p>${escapeHtml(intro)}</p>
<table role="presentation" style="border-collapse: collapse">
${shown
  .map(
    ([label, value]) =>
      `<tr><th scope="row" style="text-align: start; padding: 4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding: 4px 0"><bdi>${escapeHtml(value)}</bdi></td></tr>`,
  )
  .join('\n')}
</table>
${lines.length > 0 ? `<ul>\n${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n')}\n</ul>` : ''}
${link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : ''}
<p style="color: #475569; font-size: 13px">${escapeHtml(footer)}</p>
</body>
</html>`;
  return { to, subject: notice.subject, text: plain, html };
}
