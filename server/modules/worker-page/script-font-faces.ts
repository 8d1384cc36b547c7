import fs from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '@shared/i18n/languages';

/**
 * The packages whose fonts the app loads for the scripts a phone may lack
 * (client/lib/script-fonts.ts); the build lists each package's stylesheet in its manifest.
 */
const SCRIPT_FONT_PACKAGES: Partial<Record<Language, string>> = {
  hi: '@fontsource-variable/noto-sans-devanagari',
  'zh-tw': '@fontsource-variable/noto-sans-tc',
  'zh-cn': '@fontsource-variable/noto-sans-sc',
};

type FontFace = { rule: string; ranges: [number, number][] };

/** "U+900-97F", "U+20A8" and "U+4??" as [first, last] code points. */
function parseUnicodeRange(value: string): [number, number][] {
  return value.split(',').map((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-') as [string, string?];
    return [parseInt(first.replace(/\?/g, '0'), 16), parseInt(last.replace(/\?/g, 'F'), 16)];
  });
}

async function readFontFaces(distDir: string) {
  const faces = new Map<Language, FontFace[]>();
  const manifestText = await fs
    .readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')
    .catch(() => null);
  if (manifestText === null) return faces;
  const manifest = JSON.parse(manifestText) as Record<string, { file: string }>;
  for (const [language, fontPackage] of Object.entries(SCRIPT_FONT_PACKAGES)) {
    const entry = Object.entries(manifest).find(([source]) =>
      source.endsWith(`${fontPackage}/index.css`),
    );
    if (!entry) continue;
    const css = await fs.readFile(path.join(distDir, entry[1].file), 'utf8');
    faces.set(
      language as Language,
      (css.match(/@font-face\s*\{[^}]*\}/g) ?? []).map((rule) => ({
        rule,
        ranges: parseUnicodeRange(/unicode-range:([^;}]*)/.exec(rule)?.[1] ?? 'U+0-10FFFF'),
      })),
    );
  }
  return faces;
}

const loaded = new Map<string, Promise<Map<Language, FontFace[]>>>();

/**
 * The built @font-face rules of the script fonts, read once per build. A build without them
 * (or without a manifest) gives none, and the page relies on the device's fonts.
 */
export function scriptFontFaces(distDir: string) {
  let faces = loaded.get(distDir);
  if (!faces) {
    faces = readFontFaces(distDir);
    loaded.set(distDir, faces);
  }
  return faces;
}

/**
 * An inline stylesheet with only the @font-face rules whose files hold characters of the given
 * texts, each under the language whose font should draw it. A Chinese font is a hundred files
 * and its stylesheet a hundred kilobytes; a page drawn before any script runs needs two or three
 * of them, and the browser still downloads a file only if the device lacks the characters.
 */
export function fontFaceStyle(
  faces: Map<Language, FontFace[]>,
  texts: Partial<Record<Language, string>>,
) {
  const rules = Object.entries(texts).flatMap(([language, text]) => {
    const codePoints = [...new Set(text.replace(/\s/g, ''))].map((character) =>
      character.codePointAt(0)!,
    );
    return (faces.get(language as Language) ?? [])
      .filter(({ ranges }) =>
        codePoints.some((code) => ranges.some(([first, last]) => code >= first && code <= last)),
      )
      .map(({ rule }) => rule);
  });
  return rules.length > 0 ? `<style>${rules.join('')}</style>` : '';
}
