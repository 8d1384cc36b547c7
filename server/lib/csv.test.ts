import { describe, expect, it } from 'vitest';
import { attachmentDisposition, csvCell, toCsv } from './csv';

describe('toCsv', () => {
  it('starts with a byte-order mark and ends every line with CRLF', () => {
    const csv = toCsv(['שם', 'טלפון'], [['משה כהן', '050-1234567']]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1)).toBe('"שם","טלפון"\r\n"משה כהן","050-1234567"\r\n');
  });

  it('quotes commas, quotes and line breaks inside a field', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
  });

  it('defuses text that Excel would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+972')).toBe('"\'+972"');
    expect(csvCell('-1+1')).toBe('"\'-1+1"');
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvCell('\t=1')).toBe('"\'\t=1"');
  });

  it('leaves numbers and empty values plain', () => {
    expect(csvCell(-5)).toBe('"-5"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
  });
});

describe('attachmentDisposition', () => {
  it('offers an ASCII name and the exact UTF-8 one', () => {
    expect(attachmentDisposition('מפקד-3.csv')).toBe(
      'attachment; filename="____-3.csv"; filename*=UTF-8\'\'%D7%9E%D7%A4%D7%A7%D7%93-3.csv',
    );
  });
});
