import type { FormValues } from '@shared/validation/form-rules';
import type { ImageValue } from './image-value';

/**
 * What the worker has filled in on one site's form, kept in the browser so a reload, a crashed
 * tab or a lost connection loses nothing (docs/uploads.md). The idempotency key belongs to
 * the filled form: a retry after a lost answer sends the same key and gets the first answer.
 */
export interface EntryDraft {
  savedAt: number;
  idempotencyKey: string;
  /** Answers of the non-file fields, keyed by field id. */
  values: FormValues;
  /** Pictures of the file, camera and signature fields, keyed by field id. */
  files: Record<string, ImageValue>;
  siteVideoWatched: boolean;
}

/** A draft older than this is yesterday's visit, not an interrupted one. */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export const DRAFT_DB_NAME = 'site-entry';
export const DRAFT_DB_STORE = 'entry-form-drafts';
/** IndexedDB key of a site's draft. */
export const draftRecordKey = (siteId: number) => `site:${siteId}`;
/** localStorage key of a site's draft where IndexedDB is missing or refuses to open. */
export const draftStorageKey = (siteId: number) => `entryFormDraft:${siteId}`;

// localStorage holds about 5 MB of UTF-16 text per origin; pictures beyond this budget stay out
// of the fallback copy so the text answers are always kept.
const LOCAL_STORAGE_BUDGET_CHARS = 1_500_000;

let database: Promise<IDBDatabase | null> | undefined;

function openDatabase(): Promise<IDBDatabase | null> {
  database ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') {
      resolve(null);
      return;
    }
    try {
      const request = indexedDB.open(DRAFT_DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(DRAFT_DB_STORE);
      request.onsuccess = () => resolve(request.result);
      // Private modes and some embedded browsers refuse IndexedDB; localStorage still works.
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return database;
}

function run<T>(
  db: IDBDatabase,
  mode: IDBTransactionMode,
  action: (s: IDBObjectStore) => IDBRequest,
) {
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(DRAFT_DB_STORE, mode);
    const request = action(transaction.objectStore(DRAFT_DB_STORE));
    transaction.oncomplete = () => resolve(request.result as T);
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
  });
}

function isDraft(value: unknown): value is EntryDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<EntryDraft>;
  return (
    typeof draft.savedAt === 'number' &&
    typeof draft.idempotencyKey === 'string' &&
    typeof draft.values === 'object' &&
    draft.values !== null &&
    typeof draft.files === 'object' &&
    draft.files !== null
  );
}

function fresh(value: unknown, now: number): EntryDraft | null {
  return isDraft(value) && now - value.savedAt <= DRAFT_MAX_AGE_MS ? value : null;
}

function readLocal(siteId: number): unknown {
  try {
    const text = window.localStorage.getItem(draftStorageKey(siteId));
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** A localStorage copy whose pictures did not fit: the IndexedDB copy may still hold them. */
export type LocalDraft = EntryDraft & { filesLeftOut?: true };

function writeLocal(siteId: number, draft: EntryDraft) {
  const key = draftStorageKey(siteId);
  const withoutFiles: LocalDraft = { ...draft, files: {}, filesLeftOut: true };
  let text = JSON.stringify(draft);
  if (text.length > LOCAL_STORAGE_BUDGET_CHARS) text = JSON.stringify(withoutFiles);
  try {
    window.localStorage.setItem(key, text);
  } catch {
    try {
      window.localStorage.setItem(key, JSON.stringify(withoutFiles));
    } catch {
      // Storage full or blocked: the form still works, only without a safety copy.
    }
  }
}

function removeLocal(siteId: number) {
  try {
    window.localStorage.removeItem(draftStorageKey(siteId));
  } catch {
    // Nothing was stored.
  }
}

/**
 * The newer of the two copies: a page that closed saved to localStorage at once while its
 * IndexedDB write may never have committed. A newer copy without its pictures takes the older
 * copy's pictures rather than none.
 */
export function newerDraft(stored: EntryDraft | null, local: LocalDraft | null): EntryDraft | null {
  if (!local) return stored;
  const { filesLeftOut, ...draft } = local;
  if (stored && stored.savedAt >= draft.savedAt) return stored;
  return filesLeftOut && stored ? { ...draft, files: stored.files } : draft;
}

/** The site's draft, or null when there is none or it is older than DRAFT_MAX_AGE_MS. */
export async function loadDraft(siteId: number, now = Date.now()): Promise<EntryDraft | null> {
  const local = fresh(readLocal(siteId), now);
  const db = await openDatabase();
  let stored: EntryDraft | null = null;
  if (db) {
    try {
      stored = fresh(await run<unknown>(db, 'readonly', (s) => s.get(draftRecordKey(siteId))), now);
    } catch {
      // The localStorage copy is all there is.
    }
  }
  return newerDraft(stored, local);
}

export async function saveDraft(siteId: number, draft: EntryDraft): Promise<void> {
  const db = await openDatabase();
  if (db) {
    try {
      await run(db, 'readwrite', (s) => s.put(draft, draftRecordKey(siteId)));
      return;
    } catch {
      // Quota or a closed database: keep a copy in localStorage instead.
    }
  }
  writeLocal(siteId, draft);
}

/**
 * Saves as the page goes away (reload, tab closed or dropped): the browser may end the page
 * before an IndexedDB write commits, so a copy also goes to localStorage, synchronously.
 */
export function saveDraftOnHide(siteId: number, draft: EntryDraft): void {
  writeLocal(siteId, draft);
  void saveDraft(siteId, draft);
}

/** Forgets the site's draft, after a successful submission or when the worker clears the form. */
export async function clearDraft(siteId: number): Promise<void> {
  removeLocal(siteId);
  const db = await openDatabase();
  if (!db) return;
  try {
    await run(db, 'readwrite', (s) => s.delete(draftRecordKey(siteId)));
  } catch {
    // The draft expires by age anyway.
  }
}
