import type { RollCall } from '@shared/schemas/on-site.schemas';

/** The roll call with one person ticked safe or back to missing, counts updated. */
export function withEntryMarked(rollCall: RollCall, entryId: number, isSafe: boolean): RollCall {
  const entries = rollCall.entries.map((entry) =>
    entry.id === entryId ? { ...entry, isSafe } : entry,
  );
  const safeCount = entries.filter((entry) => entry.isSafe).length;
  return { ...rollCall, entries, safeCount, missingCount: entries.length - safeCount };
}
