import fs from 'node:fs';
import type { Language } from '../../../shared/i18n/languages';

type Catalog = { [key: string]: string | Catalog };
type Namespace = 'admin' | 'manage';

const catalogs = new Map<string, Catalog>();

function catalog(namespace: Namespace, language: Language): Catalog {
  const id = `${language}/${namespace}`;
  let found = catalogs.get(id);
  if (!found) {
    const url = new URL(`../../../shared/i18n/locales/${id}.json`, import.meta.url);
    found = JSON.parse(fs.readFileSync(url, 'utf8')) as Catalog;
    catalogs.set(id, found);
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
 * A text of the staff screens' catalogs for the CSV the server writes, so the file's headings
 * and values read as the companies screen does, in the caller's language.
 */
export function adminText(namespace: Namespace, language: Language, key: string): string {
  return lookup(catalog(namespace, language), key) ?? lookup(catalog(namespace, 'he'), key) ?? key;
}
