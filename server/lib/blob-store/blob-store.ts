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
  close(): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9_./-]{0,200}$/;

/** Refuses a key that could leave the store's folder or bucket prefix. */
export function assertBlobKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Not a blob key: ${JSON.stringify(key)}`);
  }
}
