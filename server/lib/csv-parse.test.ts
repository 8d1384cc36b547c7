import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { parseCsv, unescapeFormula } from './csv-parse';

describe('parseCsv', () => {
  it('reads quoted cells with commas, quotes and line breaks, after a byte-order mark', () => {
    const text = '\uFEFFa,b\r\n"x, y","say ""hi"""\r\n"two\nlines",z\r\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'say "hi"'] },
      { line: 3, cells: ['two\nlines', 'z'] },
    ]);
  });

  it('takes semicolons when the header uses them, and skips empty lines', () => {
    expect(parseCsv('kind;number\n\nscaffold;P-1\n;\n')).toEqual([
      { line: 1, cells: ['kind', 'number'] },
      { line: 3, cells: ['scaffold', 'P-1'] },
    ]);
  });

  it('reads back what toCsv writes, formula guard included', () => {
    const written = toCsv(['label'], [['-5 מעלות'], ['=SUM(A1)'], ['פיגום "גדול"']]);
    const cells = parseCsv(written).map((row) => unescapeFormula(row.cells[0]!));
    expect(cells).toEqual(['label', '-5 מעלות', '=SUM(A1)', 'פיגום "גדול"']);
  });
});
