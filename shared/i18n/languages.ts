/**
 * The nine worker languages (docs/languages.md). Hebrew is the default; Hebrew and Arabic are
 * written right to left. Staff screens use the first four only (the route-level layer).
 */
export const LANGUAGES = ['he', 'en', 'ar', 'ru', 'es', 'hi', 'zh-tw', 'zh-cn', 'uk'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'he';
export const STAFF_LANGUAGES: readonly Language[] = ['he', 'en', 'ar', 'ru'];
const RIGHT_TO_LEFT: ReadonlySet<Language> = new Set<Language>(['he', 'ar']);

/** Each language's name in itself, as the language screen lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  he: 'עברית',
  en: 'English',
  ar: 'العربية',
  ru: 'Русский',
  es: 'Español',
  hi: 'हिन्दी',
  'zh-tw': '繁體中文',
  'zh-cn': '简体中文',
  uk: 'Українська',
};

/** The translation namespaces; each language has one JSON file per namespace. */
export const NAMESPACES = [
  'common',
  'errors',
  'validation',
  'server',
  'worker',
  'entry-form',
  'safety-briefing',
  'staff',
  'manage',
  'poster',
  'review',
  'inquiry',
  'admin',
  'standard-fields',
  'marketing',
  'site-content',
  'backoffice',
  'visits',
  'inspections',
  'notifications',
  'accessibility',
  'site-inquiry',
  'certificates',
  'crew',
  'permits',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * Loaded at start on every page; the others are loaded by the screens that use them, so a
 * worker's phone never downloads staff texts.
 */
export const INITIAL_NAMESPACES: readonly Namespace[] = ['common', 'errors'];

/**
 * The worker form's own texts beside the initial ones: its route loads them with its chunk, and
 * the server's form page preloads them (server/modules/worker-page/form-preloads.ts).
 */
export const WORKER_FORM_NAMESPACES: readonly Namespace[] = [
  'entry-form',
  'validation',
  'inspections',
];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}

/**
 * Picks the first supported language from an Accept-Language header, so the server answers in
 * the language the browser asks for; anything unknown falls back to Hebrew.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (isLanguage(tag)) return tag;
    if (tag === 'iw') return 'he';
    if (tag === 'zh-hant' || tag === 'zh-hk') return 'zh-tw';
    if (tag === 'zh' || tag === 'zh-hans') return 'zh-cn';
    const base = tag.split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
