import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * CSV that Excel opens correctly with Hebrew: a UTF-8 byte-order mark (without it Excel reads
 * the file as the machine's ANSI code page), CRLF line ends, every field quoted, and cells that
 * Excel would run as a formula (= + - @, and the tab and carriage return that can hide them)
 * prefixed with an apostrophe (OWASP "CSV injection").
 */
export type CsvCell = string | number | boolean | null | undefined;

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

function csvLine(row: readonly CsvCell[]): string {
  return `${row.map(csvCell).join(',')}\r\n`;
}

export function toCsv(header: readonly CsvCell[], rows: readonly (readonly CsvCell[])[]): string {
  return BOM + [header, ...rows].map(csvLine).join('');
}

/**
 * The same file as chunks of whole lines, one per batch of rows: an export of any length in
 * the memory of one batch.
 */
export async function* csvChunks(
  header: readonly CsvCell[],
  batches: AsyncIterable<readonly (readonly CsvCell[])[]>,
): AsyncGenerator<string> {
  yield BOM + csvLine(header);
  for await (const rows of batches) {
    if (rows.length > 0) yield rows.map(csvLine).join('');
  }
}

/** An attachment header whose name survives every browser: ASCII, plus the RFC 5987 form. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Sends a CSV file as a download. It holds a company's records, so no shared cache may keep it
 * and the browser does not store it either.
 */
export function sendCsv(
  reply: FastifyReply,
  file: { csv: string | AsyncIterable<string>; disposition: string },
) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', file.disposition)
    .header('cache-control', 'private, no-store')
    .send(typeof file.csv === 'string' ? file.csv : Readable.from(file.csv));
}
