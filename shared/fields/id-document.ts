import type { AnswerProblem } from './field-type-registry';

/**
 * The countries a passport may be issued by: ISO 3166-1 alpha-2 codes. Their names come from the
 * reader's browser (Intl.DisplayNames), so no catalog holds them.
 */
export const PASSPORT_COUNTRIES = (
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AZ BA BB BD BE BF BG BH BI BJ BM BN BO BR BS BT BW BY ' +
  'BZ CA CD CF CG CH CI CK CL CM CN CO CR CU CV CY CZ DE DJ DK DM DO DZ EC EE EG ER ES ET FI FJ ' +
  'FM FR GA GB GD GE GH GM GN GQ GR GT GW GY HK HN HR HT HU ID IE IL IN IQ IR IS IT JM JO JP KE ' +
  'KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MG MH MK ML MM MN ' +
  'MO MR MT MU MV MW MX MY MZ NA NE NG NI NL NO NP NR NZ OM PA PE PG PH PK PL PS PT PW PY QA RO ' +
  'RS RU RW SA SB SC SD SE SG SI SK SL SM SN SO SR SS ST SV SY SZ TD TG TH TJ TL TM TN TO TR TT ' +
  'TV TW TZ UA UG US UY UZ VA VC VE VN VU WS XK YE ZA ZM ZW'
).split(' ');

/**
 * An identity document as the answer stores it, in one string like every typed answer:
 * `id:<digits>` for an Israeli identity number, `passport:<country>:<number>` for a passport.
 */
export type IdDocument =
  { kind: 'id'; number: string } | { kind: 'passport'; country: string; number: string };

export function formatIdDocument(document: IdDocument): string {
  return document.kind === 'id'
    ? `id:${document.number}`
    : `passport:${document.country}:${document.number}`;
}

export function parseIdDocument(value: string): IdDocument | null {
  const [kind, first = '', second] = value.split(':');
  if (kind === 'id' && second === undefined) return { kind, number: first };
  if (kind === 'passport' && second !== undefined) {
    return { kind, country: first, number: second };
  }
  return null;
}

/**
 * The Israeli identity number's check digit: the nine digits (shorter ones padded with zeros in
 * front) weighted 1, 2, 1, 2..., each product's digits added, give a multiple of ten.
 */
export function isValidIsraeliId(number: string): boolean {
  if (!/^\d{5,9}$/.test(number) || /^0+$/.test(number)) return false;
  const sum = [...number.padStart(9, '0')].reduce((total, digit, i) => {
    const product = Number(digit) * ((i % 2) + 1);
    return total + (product > 9 ? product - 9 : product);
  }, 0);
  return sum % 10 === 0;
}

const PASSPORT_NUMBER = /^[A-Z0-9]{5,20}$/;

export function idDocumentProblem(value: string): AnswerProblem | null {
  const document = parseIdDocument(value);
  if (!document) return { key: 'idDocumentInvalid' };
  if (document.kind === 'id') {
    return isValidIsraeliId(document.number) ? null : { key: 'israeliIdInvalid' };
  }
  if (!PASSPORT_COUNTRIES.includes(document.country)) return { key: 'passportCountryInvalid' };
  return PASSPORT_NUMBER.test(document.number) ? null : { key: 'passportNumberInvalid' };
}

const SHOWN_DIGITS = 3;

/**
 * The document as staff read it: the kind and country whole, the number hidden but for its
 * last characters, enough to tell two workers apart without holding the number on a screen.
 */
export function maskIdDocument(value: string): string {
  const document = parseIdDocument(value);
  if (!document) return '';
  const hidden = document.number.slice(-SHOWN_DIGITS).padStart(document.number.length, '•');
  return formatIdDocument({ ...document, number: hidden });
}
