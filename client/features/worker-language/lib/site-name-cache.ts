/**
 * The localStorage key of the site names seen on this phone (siteName, kept
 * per site): one JSON object keyed "code:DEMO" or "id:12", so a worker moving between sites sees
 * each site's own name at once, before the network answers.
 */
export const SITE_NAME_KEY = 'siteName';

type Names = Record<string, string>;

function readAll(): Names {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(SITE_NAME_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
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

export function readCachedSiteName(key: string): string {
  return readAll()[key] ?? '';
}

export function cacheSiteName(key: string, name: string) {
  writeAll({ ...readAll(), [key]: name });
}

export function forgetSiteName(key: string) {
  const { [key]: _removed, ...rest } = readAll();
  writeAll(rest);
}
