/**
 * How long a request has waited, as the largest whole unit: "3 minutes", "2 hours", "1 day".
 * Under a minute reads "now".
 */
export function waitingTime(createdAt: string, now: number, language: string): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 1000));
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto', style: 'long' });
  if (seconds < 60) return format.format(0, 'second');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return format.format(-hours, 'hour');
  return format.format(-Math.floor(hours / 24), 'day');
}
