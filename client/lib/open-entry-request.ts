/**
 * How any screen asks the approval queue to open one request: the id is left
 * in storage under openEntryRequestId, for a queue that is not mounted yet, and announced with
 * the open-entry-request window event, for one that is.
 */
export const OPEN_ENTRY_REQUEST_KEY = 'openEntryRequestId';
export const OPEN_ENTRY_REQUEST_EVENT = 'open-entry-request';

export function requestOpenEntry(entryId: string): void {
  try {
    window.localStorage.setItem(OPEN_ENTRY_REQUEST_KEY, entryId);
  } catch {
    // Storage blocked: the event below still reaches a mounted queue.
  }
  window.dispatchEvent(new CustomEvent(OPEN_ENTRY_REQUEST_EVENT, { detail: { entryId } }));
}

export function readStoredEntryId(): string | null {
  try {
    return window.localStorage.getItem(OPEN_ENTRY_REQUEST_KEY) || null;
  } catch {
    return null;
  }
}

/** Forgets the stored id once it is shown, so a later visit to the queue does not reopen it. */
export function clearStoredEntryId(): void {
  try {
    window.localStorage.removeItem(OPEN_ENTRY_REQUEST_KEY);
  } catch {
    // Storage blocked: nothing was stored either.
  }
}

/** The id an open-entry-request event carries: `{ entryId }`, `{ id }` or the id itself. */
export function entryIdOfEvent(event: Event): string | null {
  const detail = (event as CustomEvent<unknown>).detail;
  if (typeof detail === 'string' && detail) return detail;
  if (typeof detail === 'object' && detail !== null) {
    const { entryId, id } = detail as { entryId?: unknown; id?: unknown };
    if (typeof entryId === 'string' && entryId) return entryId;
    if (typeof id === 'string' && id) return id;
  }
  return null;
}
