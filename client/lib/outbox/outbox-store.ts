import type { OutboxRecord, OutboxStore } from './outbox';

const DB_NAME = 'site-entry-outbox';
const STORE = 'submissions';

let database: Promise<IDBDatabase> | undefined;

function openDatabase(): Promise<IDBDatabase> {
  database ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
    request.onblocked = () => reject(new Error('IndexedDB blocked'));
  });
  // A refusal (a private mode) is asked again next time rather than remembered.
  database.catch(() => {
    database = undefined;
  });
  return database;
}

async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest) {
  const db = await openDatabase();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = action(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request.result as T);
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
  });
}

/**
 * The outbox in IndexedDB, which keeps photos as Blobs (localStorage could not hold them). It
 * is its own database, so the form's drafts and the outbox never wait on each other's upgrades.
 */
export const outboxStore: OutboxStore = {
  list: () => run<OutboxRecord[]>('readonly', (store) => store.getAll()),
  put: (record) => run('readwrite', (store) => store.put(record)),
  remove: (key) => run('readwrite', (store) => store.delete(key)),
};

/** Whether the outbox can be used at all: a private mode without IndexedDB cannot queue. */
export async function canQueue(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  try {
    await openDatabase();
    return true;
  } catch {
    return false;
  }
}
