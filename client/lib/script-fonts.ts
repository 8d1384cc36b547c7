import type { Language } from '@shared/i18n/languages';

/**
 * The web fonts of the scripts a phone may lack: Noto, split by the package into small files per
 * range of characters, of which the browser downloads only those the page draws, and only when
 * none of the device's own fonts has the character (the stacks in styles.css). Hebrew, Arabic,
 * Latin and Cyrillic pages load none of them.
 */
const SCRIPT_FONTS: Partial<Record<Language, () => Promise<unknown>>> = {
  hi: () => import('@fontsource-variable/noto-sans-devanagari'),
  'zh-tw': () => import('@fontsource-variable/noto-sans-tc'),
  'zh-cn': () => import('@fontsource-variable/noto-sans-sc'),
};

const requested = new Set<Language>();

/** Starts loading the fonts of a language's script, once; a failure leaves the device's own. */
export function loadScriptFont(language: Language): void {
  const load = SCRIPT_FONTS[language];
  if (!load || requested.has(language)) return;
  requested.add(language);
  load().catch(() => requested.delete(language));
}

/** The languages whose names need a font of their own on the language screen. */
export const LANGUAGES_WITH_SCRIPT_FONTS = Object.keys(SCRIPT_FONTS) as Language[];
