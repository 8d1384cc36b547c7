import { directionOf, type Language } from '@shared/i18n/languages';
import { resolveText, type LocalizedText } from '@shared/i18n/localized-text';
import type { PushPayload } from '@shared/notifications/push-payload';
import { catalogText } from '../../lib/catalog';
import { isolateText, renderEmail } from '../../lib/email-layout';
import type { EmailMessage } from '../../lib/mailer';

type Kind = 'scaffold' | 'platform';
const KINDS: readonly Kind[] = ['scaffold', 'platform'];

/** What one qualified user has to inspect on one site this morning, by number. */
export interface ReminderDigest {
  siteId: number;
  siteName: LocalizedText;
  /** Due today, due again after an event, or never inspected: to inspect before use today. */
  dueToday: { kind: Kind; number: string }[];
  overdue: { kind: Kind; number: string }[];
}

/** The screen a reminder opens: the equipment list, its reminders at the top. */
export const EQUIPMENT_LIST_PATH = '/manager/scaffolding-management';

function texts(digest: ReminderDigest, language: Language) {
  const text = (key: string, params: Record<string, string> = {}) =>
    catalogText(language, 'notifications', `inspectionReminder.${key}`, params);
  const params = {
    site: resolveText(digest.siteName, language).text,
    due: String(digest.dueToday.length),
    overdue: String(digest.overdue.length),
  };
  const lines = (['dueToday', 'overdue'] as const).flatMap((group) =>
    KINDS.flatMap((kind) => {
      const numbers = digest[group].filter((item) => item.kind === kind).map((i) => i.number);
      if (numbers.length === 0) return [];
      return [
        text(`${group}Line`, {
          kind: text(`kinds.${kind}`),
          numbers: isolateText(numbers.join(', ')),
        }),
      ];
    }),
  );
  return { text, params, lines };
}

/** The push notice of the digest, in the device's language; a later one of the site replaces it. */
export function reminderPush(digest: ReminderDigest, language: Language): PushPayload {
  const { text, params, lines } = texts(digest, language);
  return {
    tag: `inspections-${digest.siteId}`,
    title: text('title', params),
    body: [text('summary', params), ...lines].join('\n'),
    lang: language,
    dir: directionOf(language),
    url: EQUIPMENT_LIST_PATH,
  };
}

/** The e-mail of the digest in the recipient's language and direction, text and HTML. */
export function reminderEmail(
  digest: ReminderDigest,
  to: string,
  language: Language,
  listUrl: string | null,
): EmailMessage {
  const { text, params, lines } = texts(digest, language);
  return renderEmail(to, {
    language,
    subject: text('email.subject', params),
    heading: text('email.heading', params),
    intro: text('summary', params),
    rows: [],
    lines,
    link: listUrl ? { label: text('email.open'), url: listUrl } : null,
    footer: text('email.footer'),
  });
}
