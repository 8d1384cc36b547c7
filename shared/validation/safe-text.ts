/**
 * The one rule for every text the server accepts: no NUL or other control characters (tab and
 * line breaks are text), and no bidirectional overrides or isolates, which make a name display
 * as something else to the staff reading it.
 */
export const UNSAFE_TEXT =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

export function isSafeText(value: string): boolean {
  return !UNSAFE_TEXT.test(value);
}

/**
 * The path (dots between keys) of the first unsafe text in a value of JSON shape, or null when
 * every string in it, keys included, is safe.
 */
export function findUnsafeText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeText(item, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (!isSafeText(key)) return at;
      const found = findUnsafeText(item, at);
      if (found !== null) return found;
    }
  }
  return null;
}
