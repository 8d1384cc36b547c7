/**
 * Where uploaded images live: beside the database, not in it, so backups and replicas carry
 * rows and not photos. Keys are the app's own (letters, digits, `-`, `_`, `.` and `/`), never a
 * name a client sent.
 */
export interface BlobStore {
  /** Writes the bytes under the key, replacing what was there; resolves once they are durable. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes under the key, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the keys; a key with nothing under it is not an error. */
  delete(keys: readonly string[]): Promise<void>;
  /** The keys under a prefix with when each was written, a page at a time. */
  list(prefix: string): AsyncIterable<{ key: string; writtenAt: Date }[]>;
  /** Resolves when the store answers; /readyz asks it. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The store cannot take or give bytes right now: its disk is full, or it did not answer in
 * time. The caller gets 503 with a Retry-After instead of a 500 or no answer at all.
 */
export class BlobStoreUnavailable extends Error {
  constructor(
    readonly reason: 'full' | 'unanswered',
    options?: { cause?: unknown },
  ) {
    super(reason === 'full' ? 'the blob store is full' : 'the blob store did not answer', options);
  }
}

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9_./-]{0,200}$/;

/** Refuses a key that could leave the store's folder or bucket prefix. */
export function assertBlobKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Not a blob key: ${JSON.stringify(key)}`);
  }
}
