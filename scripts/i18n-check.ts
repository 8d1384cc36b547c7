/**
 * Fails (exit 1) when a translation catalog is incomplete: every language must have exactly
 * Hebrew's keys, no empty text, the same {{placeholders}}, and no text left in English; and
 * errors.json must hold exactly the codes of shared/errors.ts.
 * Run: node --import tsx scripts/i18n-check.ts
 */
import fs from 'node:fs';
import { ERROR_CODES } from '@shared/errors';
import { DEFAULT_LANGUAGE, LANGUAGES, NAMESPACES, type Language } from '@shared/i18n/languages';
import { catalogFileUrl } from '@shared/i18n/catalog-file';

/** `namespace:key` values that are rightly the same as English in every language (brand names). */
const SAME_AS_ENGLISH_ALLOWED = new Set<string>([]);

// Text that carries no words ("{{count}}", "…", "1/2") reads the same in every language.
const WORDLESS = /^(?:\{\{[^}]*\}\}|[\p{N}\p{P}\p{S}\s])*$/u;

type Catalog = Map<string, string>;

function readCatalog(language: Language, namespace: string, problems: string[]): Catalog {
  const url = catalogFileUrl(language, namespace);
  const catalog: Catalog = new Map();
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(url, 'utf8'));
  } catch (error) {
    problems.push(`${language}/${namespace}.json: cannot be read (${(error as Error).message})`);
    return catalog;
  }
  flatten(parsed, '', catalog, `${language}/${namespace}.json`, problems);
  return catalog;
}

function flatten(value: unknown, prefix: string, into: Catalog, file: string, problems: string[]) {
  if (typeof value === 'string') {
    into.set(prefix, value);
  } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, into, file, problems);
    }
  } else {
    problems.push(`${file}: ${prefix || '(root)'} is not text`);
  }
}

function placeholders(text: string): string {
  return [...text.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)]
    .map((match) => match[1])
    .sort()
    .join(',');
}

function checkNamespace(namespace: string, problems: string[]) {
  const catalogs = new Map(LANGUAGES.map((l) => [l, readCatalog(l, namespace, problems)]));
  const reference = catalogs.get(DEFAULT_LANGUAGE) ?? new Map<string, string>();
  const english = catalogs.get('en') ?? new Map<string, string>();

  for (const [language, catalog] of catalogs) {
    const file = `${language}/${namespace}.json`;
    for (const key of reference.keys()) {
      if (!catalog.has(key)) problems.push(`${file}: missing ${key}`);
    }
    for (const [key, text] of catalog) {
      if (!reference.has(key)) problems.push(`${file}: ${key} is not in ${DEFAULT_LANGUAGE}`);
      if (!text.trim()) problems.push(`${file}: ${key} is empty`);
      const expected = reference.get(key);
      if (expected !== undefined && placeholders(text) !== placeholders(expected)) {
        problems.push(
          `${file}: ${key} has placeholders {${placeholders(text)}}, expected {${placeholders(expected)}}`,
        );
      }
      const isUntranslated =
        language !== 'en' &&
        text === english.get(key) &&
        !WORDLESS.test(text) &&
        !SAME_AS_ENGLISH_ALLOWED.has(`${namespace}:${key}`);
      if (isUntranslated) problems.push(`${file}: ${key} is still the English text`);
    }
  }

  if (namespace === 'errors') {
    // The server reads errors.json flat, one text per code it sends.
    for (const code of ERROR_CODES) {
      if (!reference.has(code))
        problems.push(`${DEFAULT_LANGUAGE}/errors.json: missing code ${code}`);
    }
    for (const key of reference.keys()) {
      if (!(ERROR_CODES as readonly string[]).includes(key)) {
        problems.push(`${DEFAULT_LANGUAGE}/errors.json: ${key} is not a code of shared/errors.ts`);
      }
    }
  }
}

const problems: string[] = [];
for (const namespace of NAMESPACES) checkNamespace(namespace, problems);

if (problems.length > 0) {
  console.error(`i18n check failed, ${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(
  `i18n check passed: ${LANGUAGES.length} languages, namespaces ${NAMESPACES.join(', ')}.`,
);
