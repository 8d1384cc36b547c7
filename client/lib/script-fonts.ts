import type { Language } from '@shared/i18n/languages';

/**
 * The web fonts of the scripts a phone may lack: Noto, split by the package into small files per
 * range of characters, of which the browser downloads only those the page draws, and only when
 * none of the device's own fonts has the character (the stacks in styles.css). Hebrew, Arabic,
 * Latin and Cyrillic pages load none of them.
 */
const SCRIPT_FONTS: Partial<Record<Language, { family: string; load: () => Promise<unknown> }>> = {
  hi: {
    family: 'Noto Sans Devanagari Variable',
    load: () => import('@fontsource-variable/noto-sans-devanagari'),
  },
  'zh-tw': {
    family: 'Noto Sans TC Variable',
    load: () => import('@fontsource-variable/noto-sans-tc'),
  },
  'zh-cn': {
    family: 'Noto Sans SC Variable',
    load: () => import('@fontsource-variable/noto-sans-sc'),
  },
};

const requested = new Map<Language, Promise<unknown>>();

/** Starts loading the fonts of a language's script, once; a failure leaves the device's own. */
export function loadScriptFont(language: Language): Promise<unknown> {
  const font = SCRIPT_FONTS[language];
  if (!font) return Promise.resolve();
  let loading = requested.get(language);
  if (!loading) {
    loading = font.load().catch(() => requested.delete(language));
    requested.set(language, loading);
  }
  return loading;
}

/**
 * Draws `text` in its script's web font at once. Text already on the page when the font's rules
 * arrive keeps the box it was drawn with, so the language screen, which shows every language's
 * name from its first frame, asks for the few characters it needs.
 */
export async function loadScriptFontFor(language: Language, text: string): Promise<void> {
  const font = SCRIPT_FONTS[language];
  if (!font) return;
  await loadScriptFont(language);
  // Browsers without the font loading API draw the text once the rules arrive, boxes or not.
  if (!('fonts' in document)) return;
  await document.fonts.load(`1em "${font.family}"`, text).catch(() => undefined);
}

/** The languages whose names need a font of their own on the language screen. */
export const LANGUAGES_WITH_SCRIPT_FONTS = Object.keys(SCRIPT_FONTS) as Language[];
