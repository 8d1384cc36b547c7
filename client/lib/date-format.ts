/** Dates and times in the interface language, in the browser's time zone (the site's, in practice). */
const cache = new Map<string, Intl.DateTimeFormat>();

function format(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let found = cache.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(language, options);
    cache.set(key, found);
  }
  return found;
}

export function formatDateTime(iso: string, language: string): string {
  return format(language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}

export function formatTime(iso: string, language: string): string {
  return format(language, { timeStyle: 'short' }).format(new Date(iso));
}

/** A YYYY-MM-DD calendar day, shown as that day whatever the time zone. */
export function formatDay(day: string, language: string, options?: Intl.DateTimeFormatOptions) {
  return format(language, { timeZone: 'UTC', ...(options ?? { dateStyle: 'short' }) }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
