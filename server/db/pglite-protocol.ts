/**
 * The messages between the app's thread and the thread that runs the embedded database
 * (pglite-thread.ts and pglite-worker.ts). Every request carries an id its answer repeats.
 */

/** What a query returns: the part of PGlite's result that Drizzle reads. */
export interface QueryResult<T = Record<string, unknown>> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

export interface QueryRequest {
  op: 'query';
  id: number;
  sql: string;
  params: unknown[];
  rowMode: 'array' | 'object';
  /** Column types handed back as PostgreSQL's text instead of parsed (see pglite-thread.ts). */
  keepAsText: number[];
  /** The open transaction the query belongs to, or none. */
  txId: number | null;
}

export type ToWorker =
  | QueryRequest
  /** Waits for the database's lock and opens a transaction; the answer's id names it. */
  | { op: 'begin'; id: number }
  | { op: 'end'; id: number; txId: number; commit: boolean }
  | { op: 'listen'; id: number; channel: string }
  | { op: 'unlisten'; id: number; listenId: number }
  | { op: 'close'; id: number };

/** A database error's fields (SQLSTATE code, constraint, ...), which callers test. */
export interface ErrorFields {
  message: string;
  [field: string]: unknown;
}

export type FromWorker =
  /** The data folder could not be opened; the thread serves nothing. */
  | { op: 'failed'; error: ErrorFields }
  | { op: 'answer'; id: number; result?: unknown }
  | { op: 'error'; id: number; error: ErrorFields }
  | { op: 'notify'; listenId: number; payload: string };

/** Copies what an error says into a message that can cross between threads. */
export function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: ErrorFields = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}
