import fs from 'node:fs';
import type { Language } from '../../../shared/i18n/languages';

type Catalog = { [key: string]: string | Catalog };

const catalogs = new Map<Language, Catalog>();

function catalog(language: Language): Catalog {
  let found = catalogs.get(language);
  if (!found) {
    const url = new URL(`../../../shared/i18n/locales/${language}/review.json`, import.meta.url);
    found = JSON.parse(fs.readFileSync(url, 'utf8')) as Catalog;
    catalogs.set(language, found);
  }
  return found;
}

function lookup(source: Catalog, key: string): string | undefined {
  let node: string | Catalog | undefined = source;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A text of the `review` catalog for files the server writes (CSV headings and statuses), in the
 * caller's language: the same words the staff screens show.
 */
export function reviewText(language: Language, key: string): string {
  return lookup(catalog(language), key) ?? lookup(catalog('he'), key) ?? key;
}
