import { describe, expect, it } from 'vitest';
import { addLine, moveLine, newLineId, removeLine, setLineText } from './checklist-draft';

const lines = [
  { id: 'bracing', text: { he: 'חיזוקים' } },
  { id: 'line-3', text: { he: 'שורה' } },
];

describe('the checklist editor’s draft', () => {
  it('gives a new line an id that no line has, keeping the ids of the others', () => {
    expect(newLineId(lines)).toBe('line-4');
    const added = addLine(lines);
    expect(added.map((l) => l.id)).toEqual(['bracing', 'line-3', 'line-4']);
    expect(added[2]!.text).toEqual({ he: '' });
  });

  it('moves a line up and down, and leaves the ends where they are', () => {
    expect(moveLine(lines, 1, -1).map((l) => l.id)).toEqual(['line-3', 'bracing']);
    expect(moveLine(lines, 0, 1).map((l) => l.id)).toEqual(['line-3', 'bracing']);
    expect(moveLine(lines, 0, -1)).toBe(lines);
    expect(moveLine(lines, 1, 1)).toBe(lines);
  });

  it('removes a line and rewrites one line’s texts only', () => {
    expect(removeLine(lines, 0).map((l) => l.id)).toEqual(['line-3']);
    const edited = setLineText(lines, 1, { he: 'חדש', en: 'New' });
    expect(edited[1]!.text).toEqual({ he: 'חדש', en: 'New' });
    expect(edited[0]).toBe(lines[0]);
  });
});
