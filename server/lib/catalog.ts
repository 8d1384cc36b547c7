import fs from 'node:fs';
import type { Language, Namespace } from '@shared/i18n/languages';
import { catalogFileUrl } from '@shared/i18n/catalog-file';

type Catalog = { [key: string]: string | Catalog };

// The catalogs are small and never change while the server runs; the client ships the same files.
const catalogs = new Map<string, Catalog>();

function catalog(language: Language, namespace: Namespace): Catalog {
  const id = `${language}/${namespace}`;
  let found = catalogs.get(id);
  if (!found) {
    found = JSON.parse(fs.readFileSync(catalogFileUrl(language, namespace), 'utf8')) as Catalog;
    catalogs.set(id, found);
  }
  return found;
}

/**
 * A text of one catalog by its dotted key, or undefined. There is no fallback language
 * (docs/decisions/005): the i18n check makes every catalog hold every key of the Hebrew one.
 */
export function findText(language: Language, namespace: Namespace, key: string) {
  let node: string | Catalog | undefined = catalog(language, namespace);
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Fills a text's {{placeholders}}; a name without a value becomes empty. */
export function fillText(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => params[name] ?? '');
}

/**
 * The server's one reader of the translation catalogs: a text in the caller's language with its
 * placeholders filled, or the key itself when the catalog lacks it.
 */
export function catalogText(
  language: Language,
  namespace: Namespace,
  key: string,
  params: Record<string, string> = {},
): string {
  return fillText(findText(language, namespace, key) ?? key, params);
}
