import type { LocalizedText } from '@shared/i18n/localized-text';

/**
 * The localStorage key of the site names seen on this phone (siteName, kept
 * per site): one JSON object keyed "code:DEMO" or "id:12", so a worker moving between sites sees
 * each site's own name at once, before the network answers. A name is kept in every language
 * the site wrote it in; a plain string (kept before names were translated) is Hebrew.
 */
export const SITE_NAME_KEY = 'siteName';

type Names = Record<string, LocalizedText>;

function asName(value: unknown): LocalizedText | null {
  if (typeof value === 'string') return { he: value };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value).filter((entry) => typeof entry[1] === 'string');
  const name = Object.fromEntries(entries) as Partial<LocalizedText>;
  return typeof name.he === 'string' ? (name as LocalizedText) : null;
}

function readAll(): Names {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(SITE_NAME_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed)
        .map(([key, value]) => [key, asName(value)] as const)
        .filter((entry): entry is [string, LocalizedText] => entry[1] !== null),
    );
  } catch {
    // Unreadable or blocked storage only costs the head start.
    return {};
  }
}

function writeAll(names: Names) {
  try {
    window.localStorage.setItem(SITE_NAME_KEY, JSON.stringify(names));
  } catch {
    // Full or blocked storage: the name is simply fetched again next time.
  }
}

export function readCachedSiteName(key: string): LocalizedText | null {
  return readAll()[key] ?? null;
}

export function cacheSiteName(key: string, name: LocalizedText) {
  writeAll({ ...readAll(), [key]: name });
}

export function forgetSiteName(key: string) {
  const { [key]: _removed, ...rest } = readAll();
  writeAll(rest);
}
