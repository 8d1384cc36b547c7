import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { PGLITE_TEMPLATE_DIR, PGLITE_WORKER_FILE } from './pglite-worker-file';
import type { ErrorFields, FromWorker, QueryResult, ToWorker } from './pglite-protocol';

/** A request without its id, which send() adds; spelled per kind of request so each keeps its fields. */
type WithoutId<M> = M extends unknown ? Omit<M, 'id'> : never;
type Request = WithoutId<ToWorker>;

interface QueryOptions {
  rowMode?: 'array' | 'object';
  /**
   * Drizzle hands PGlite parsers that return dates, times and intervals as the text
   * PostgreSQL sent. Functions cannot cross to the database's thread, so the types they are
   * given for are what crosses, and there they are kept as text.
   */
  parsers?: Record<number, unknown>;
}

/** The part of PGlite's interface that Drizzle and the app use, met by PGlite itself too. */
export interface PgliteQueries {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
}

export interface PgliteClient extends PgliteQueries {
  transaction<T>(fn: (tx: PgliteQueries) => Promise<T>): Promise<T>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

function toError(fields: ErrorFields): Error {
  return Object.assign(new Error(fields.message), fields);
}

/**
 * The embedded database on a thread of its own (pglite-worker.ts), with PGlite's interface:
 * PGlite runs each query synchronously on the calling thread, which on the app's thread held
 * every other request up for as long as each write took.
 */
export class PgliteThread implements PgliteClient {
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private readonly listeners = new Map<number, (payload: string) => void>();
  private stopped: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: FromWorker) => this.receive(message));
    worker.on('error', (error) =>
      this.stop(new Error(`The embedded database failed: ${error.message}`)),
    );
    worker.on('exit', () => this.stop(new Error('The embedded database has stopped')));
  }

  /**
   * Starts the thread, which opens the database folder while the caller goes on: requests
   * wait in the thread's queue until it has, and fail with the reason if it cannot. An empty
   * folder is filled from `template` (a closed cluster's folder) when there is one.
   */
  static start(
    dir: string,
    template = PGLITE_TEMPLATE_DIR && fileURLToPath(PGLITE_TEMPLATE_DIR),
  ): PgliteThread {
    const workerData = { dir, template };
    // From source the thread loads its TypeScript through tsx, which a worker does not inherit
    // from the process; the compiled build's thread is plain JavaScript.
    const worker = PGLITE_WORKER_FILE.pathname.endsWith('.ts')
      ? new Worker(
          `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(PGLITE_WORKER_FILE.href)}, ${JSON.stringify(PGLITE_WORKER_FILE.href)}))`,
          { eval: true, workerData },
        )
      : new Worker(PGLITE_WORKER_FILE, { workerData });
    return new PgliteThread(worker);
  }

  /** Fails what waits and all that follows, with the first reason heard. */
  private stop(error: Error) {
    this.stopped ??= error;
    for (const { reject } of this.pending.values()) reject(this.stopped);
    this.pending.clear();
  }

  private receive(message: FromWorker) {
    if (message.op === 'notify') return this.listeners.get(message.listenId)?.(message.payload);
    if (message.op === 'failed') {
      this.stop(toError(message.error));
      return void this.worker.terminate();
    }
    if (message.op !== 'answer' && message.op !== 'error') return;
    const waiting = this.pending.get(message.id);
    if (!waiting) return;
    this.pending.delete(message.id);
    if (message.op === 'answer') waiting.resolve(message.result);
    else waiting.reject(toError(message.error));
  }

  private send<T>(request: Request): { id: number; answer: Promise<T> } {
    const id = this.nextId++;
    if (this.stopped) return { id, answer: Promise.reject(this.stopped) };
    const answer = new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    });
    this.worker.postMessage({ ...request, id });
    return { id, answer };
  }

  private run<T>(txId: number | null, sql: string, params: unknown[], options: QueryOptions) {
    return this.send<QueryResult<T>>({
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      keepAsText: Object.keys(options.parsers ?? {}).map(Number),
      txId,
    }).answer;
  }

  query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}) {
    return this.run<T>(null, sql, params, options);
  }

  async transaction<T>(fn: (tx: PgliteQueries) => Promise<T>): Promise<T> {
    const { id: txId, answer: opened } = this.send<void>({ op: 'begin' });
    await opened;
    const tx: PgliteQueries = {
      query: <R>(sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
        this.run<R>(txId, sql, params, options),
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      // The caller hears why its work failed; a rollback that fails too (the thread has
      // stopped) adds nothing to that.
      await this.send({ op: 'end', txId, commit: false }).answer.catch(() => undefined);
      throw error;
    }
    await this.send({ op: 'end', txId, commit: true }).answer;
    return result;
  }

  async listen(channel: string, onPayload: (payload: string) => void) {
    const { id: listenId, answer } = this.send<void>({ op: 'listen', channel });
    this.listeners.set(listenId, onPayload);
    await answer;
    return async () => {
      this.listeners.delete(listenId);
      await this.send({ op: 'unlisten', listenId }).answer;
    };
  }

  async close() {
    if (!this.stopped) await this.send({ op: 'close' }).answer;
    await this.worker.terminate();
  }
}
