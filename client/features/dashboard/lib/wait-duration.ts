/**
 * A wait as the gate reads it, in the language's own units: seconds under a minute, whole
 * minutes under an hour, then hours to a tenth. Intl names the units, so no catalog is needed.
 */
export function formatWait(seconds: number, language: string): string {
  const unit = (value: number, name: 'second' | 'minute' | 'hour', digits = 0) =>
    new Intl.NumberFormat(language, {
      style: 'unit',
      unit: name,
      unitDisplay: 'short',
      maximumFractionDigits: digits,
    }).format(value);
  if (seconds < 60) return unit(Math.round(seconds), 'second');
  if (seconds < 3600) return unit(Math.floor(seconds / 60), 'minute');
  return unit(Math.round(seconds / 360) / 10, 'hour', 1);
}
