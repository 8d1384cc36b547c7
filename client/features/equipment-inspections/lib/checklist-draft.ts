import type { LocalizedText } from '@shared/i18n/localized-text';
import type { ChecklistItem } from '@shared/schemas/inspection.schemas';

/** A checklist as its editor holds it: the lines in order, each with its texts. */
export type ChecklistDraft = ChecklistItem[];

/**
 * A new line's id: one no line of the list has. Ids name the lines in every record written
 * against them, so an existing line keeps its id through edits and moves.
 */
export function newLineId(lines: readonly ChecklistItem[]): string {
  const taken = new Set(lines.map((line) => line.id));
  let n = lines.length + 1;
  while (taken.has(`line-${n}`)) n += 1;
  return `line-${n}`;
}

export function addLine(lines: ChecklistDraft): ChecklistDraft {
  return [...lines, { id: newLineId(lines), text: { he: '' } }];
}

export function removeLine(lines: ChecklistDraft, index: number): ChecklistDraft {
  return lines.filter((_, i) => i !== index);
}

/** The line at `index` one place up (-1) or down (+1); at either end it stays. */
export function moveLine(lines: ChecklistDraft, index: number, by: -1 | 1): ChecklistDraft {
  const to = index + by;
  if (to < 0 || to >= lines.length) return lines;
  const next = [...lines];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

export function setLineText(
  lines: ChecklistDraft,
  index: number,
  text: LocalizedText,
): ChecklistDraft {
  return lines.map((line, i) => (i === index ? { ...line, text } : line));
}
