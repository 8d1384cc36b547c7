/**
 * The worker's own latest entry request on this phone: its unguessable id is what names him
 * when he scans a permit's QR code and on his page of permits, as it does on his waiting page.
 */
export const OWN_ENTRY_KEY = 'ownEntryRequestId';

export function rememberOwnEntry(entryId: string): void {
  try {
    window.localStorage.setItem(OWN_ENTRY_KEY, entryId);
  } catch {
    // Storage blocked: the worker opens his permits from his waiting page's address instead.
  }
}

export function readOwnEntry(): string | null {
  try {
    return window.localStorage.getItem(OWN_ENTRY_KEY) || null;
  } catch {
    return null;
  }
}
