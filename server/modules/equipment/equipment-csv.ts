import type { Language } from '@shared/i18n/languages';
import {
  EQUIPMENT_CSV_COLUMNS,
  type EquipmentCsvColumn,
  type EquipmentKind,
  type ImportRowError,
} from '@shared/schemas/equipment-admin.schemas';
import { isoDaySchema } from '@shared/schemas/manage-common.schemas';
import { parseCsv, unescapeFormula } from '../../lib/csv-parse';
import { toCsv } from '../../lib/csv';
import { validationMessage } from '../../i18n/messages';
import type { EquipmentRow } from './equipment-admin.repository';

export const IMPORT_MAX_ROWS = 5000;
const REQUIRED_COLUMNS: readonly EquipmentCsvColumn[] = ['kind', 'number', 'label'];

/** Words a spreadsheet in Hebrew is likely to hold, besides the export's own values. */
const KIND_WORDS: Record<string, EquipmentKind> = {
  scaffold: 'scaffold',
  platform: 'platform',
  פיגום: 'scaffold',
  במה: 'platform',
  'במת הרמה': 'platform',
};
const STATUS_WORDS: Record<string, 'active' | 'inactive'> = {
  active: 'active',
  inactive: 'inactive',
  פעיל: 'active',
  'לא פעיל': 'inactive',
};

/** One row ready to write; an absent column leaves that property of an existing item alone. */
export interface ImportRow {
  line: number;
  kind: EquipmentKind;
  number: string;
  label: string;
  siteId?: number | null;
  location?: string;
  status?: 'active' | 'inactive';
  lastInspection?: string | null;
  nextInspectionDue?: string | null;
}

/** YYYY-MM-DD, or the DD/MM/YYYY (or D.M.YYYY) a spreadsheet in Israel saves a date as. */
export function parseDay(text: string): string | null {
  const local = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(text);
  const day = local
    ? `${local[3]}-${local[2]!.padStart(2, '0')}-${local[1]!.padStart(2, '0')}`
    : text;
  return isoDaySchema.safeParse(day).success ? day : null;
}

/**
 * Reads an equipment CSV whole and checks every row before anything is written, so a file
 * with one bad row changes nothing and the answer lists every problem with its line.
 */
export function readEquipmentCsv(
  text: string,
  sites: { id: number; code: string }[],
  language: Language,
): { rows: ImportRow[]; errors: ImportRowError[] } {
  const message = (key: string, params: Record<string, string> = {}) =>
    validationMessage(key, language, params);
  const [header, ...body] = parseCsv(text);
  const errors: ImportRowError[] = [];
  if (!header) return { rows: [], errors: [{ row: 1, column: '', message: message('csvEmpty') }] };
  const names = header.cells.map((cell) => cell.trim().toLowerCase());
  const missing = REQUIRED_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length) {
    const columns = missing.join(', ');
    return {
      rows: [],
      errors: [{ row: 1, column: '', message: message('csvColumns', { columns }) }],
    };
  }
  if (body.length > IMPORT_MAX_ROWS) {
    const max = String(IMPORT_MAX_ROWS);
    return {
      rows: [],
      errors: [{ row: 1, column: '', message: message('csvTooManyRows', { max }) }],
    };
  }
  const index = new Map(names.map((name, i) => [name, i]));
  const siteByCode = new Map(sites.map((s) => [s.code.toLowerCase(), s.id]));
  const seen = new Map<string, number>();
  const rows: ImportRow[] = [];
  for (const { line, cells } of body) {
    const cell = (column: EquipmentCsvColumn) => {
      const i = index.get(column);
      return i === undefined ? undefined : unescapeFormula((cells[i] ?? '').trim());
    };
    const fail = (column: EquipmentCsvColumn, key: string, params = {}) =>
      errors.push({ row: line, column, message: message(key, params) });
    const before = errors.length;
    const kind = KIND_WORDS[(cell('kind') ?? '').toLowerCase()];
    if (!kind) fail('kind', 'equipmentKind');
    const number = cell('number') ?? '';
    if (!number) fail('number', 'valueRequired');
    else if (number.length > 40 || /[,;"]/.test(number)) fail('number', 'equipmentNumber');
    const label = cell('label') ?? '';
    if (!label) fail('label', 'valueRequired');
    else if (label.length > 200) fail('label', 'textTooLong');
    const row: ImportRow = { line, kind: kind ?? 'scaffold', number, label };
    const siteCode = cell('site_code');
    if (siteCode !== undefined) {
      row.siteId = siteCode === '' ? null : (siteByCode.get(siteCode.toLowerCase()) ?? null);
      if (siteCode !== '' && row.siteId === null) fail('site_code', 'siteUnknown');
    }
    const location = cell('location');
    if (location !== undefined) {
      if (location.length > 200) fail('location', 'textTooLong');
      row.location = location;
    }
    const status = cell('status');
    if (status !== undefined) {
      row.status = status === '' ? 'active' : STATUS_WORDS[status.toLowerCase()];
      if (!row.status) fail('status', 'equipmentStatus');
    }
    for (const column of ['last_inspection', 'next_inspection_due'] as const) {
      const text = cell(column);
      if (text === undefined) continue;
      const day = text === '' ? null : parseDay(text);
      if (text !== '' && day === null) fail(column, 'isoDate');
      row[column === 'last_inspection' ? 'lastInspection' : 'nextInspectionDue'] = day;
    }
    if (kind && number) {
      const key = `${kind}:${number.toLowerCase()}`;
      const first = seen.get(key);
      if (first !== undefined) fail('number', 'duplicateInFile', { row: String(first) });
      else seen.set(key, line);
    }
    if (errors.length === before) rows.push(row);
  }
  return { rows, errors };
}

/** The export: the import's columns, so a file can go out, be edited in Excel and come back. */
export function equipmentCsv(items: EquipmentRow[]): string {
  return toCsv(
    EQUIPMENT_CSV_COLUMNS,
    items.map((item) => [
      item.kind,
      item.value,
      item.label,
      item.siteCode ?? '',
      item.location,
      item.status,
      item.lastInspection ?? '',
      item.nextInspectionDue ?? '',
    ]),
  );
}
