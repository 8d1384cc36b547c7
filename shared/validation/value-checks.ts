/**
 * Hebrew letters, Latin letters, digits, spaces, - . , ! ? ( ) ' " _ : ; / and direction marks.
 * Anything else is refused on both sides.
 */
const TEXT_ONLY =
  /^[\u0590-\u05FFA-Za-z0-9\s\-.,!?()'"_:;/\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_CHARS = /^\+?[0-9\s\-()]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isTextOnly(value: string): boolean {
  return TEXT_ONLY.test(value);
}

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value);
}

export function isValidPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return PHONE_CHARS.test(value) && digits.length >= 9 && digits.length <= 15;
}

export function isValidIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * The days a form's date may name: a century back (a date of birth) to five years ahead (a
 * planned start). Years such as 1900 or 9999 are typing slips or probes, not data.
 */
export function saneDateRange(today = new Date()): { min: string; max: string } {
  const year = today.getUTCFullYear();
  const day = today.toISOString().slice(4, 10);
  return { min: `${year - 100}${day}`, max: `${year + 5}${day}` };
}
