import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { PGLITE_START_PARAMS } from './pglite-start-params';
import { errorFields, type FromWorker, type QueryRequest, type ToWorker } from './pglite-protocol';

/*
 * The embedded database's own thread: PGlite runs PostgreSQL compiled to WebAssembly, and every
 * query runs synchronously on whichever thread calls it. Here that is not the thread that
 * answers HTTP, so a burst of writes never stalls /healthz or anyone else's request.
 */

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread (see pglite-thread.ts)');
const { dir, template } = workerData as { dir: string; template: string | null };

function post(message: FromWorker) {
  port!.postMessage(message);
}

/** Rolls a transaction back without it being anyone's error. */
const ROLLBACK = Symbol('rollback');

interface OpenTransaction {
  tx: Transaction;
  end: (commit: boolean, endId: number) => void;
}

function serve(client: PGlite) {
  const transactions = new Map<number, OpenTransaction>();
  const listeners = new Map<number, () => Promise<void>>();

  function query(request: QueryRequest) {
    const parsers = Object.fromEntries(
      request.keepAsText.map((oid) => [oid, (text: string) => text]),
    );
    const options = { rowMode: request.rowMode, parsers };
    const on = request.txId === null ? client : transactions.get(request.txId)?.tx;
    if (!on) throw new Error(`No open transaction ${request.txId}`);
    return on.query(request.sql, request.params, options);
  }

  function begin(id: number) {
    let endId = id;
    client
      .transaction(async (tx) => {
        const commit = await new Promise<boolean>((resolve) => {
          transactions.set(id, {
            tx,
            end: (wanted, requestId) => {
              endId = requestId;
              resolve(wanted);
            },
          });
          post({ op: 'answer', id });
        });
        if (!commit) throw ROLLBACK;
      })
      .then(
        () => post({ op: 'answer', id: endId }),
        (error: unknown) =>
          error === ROLLBACK
            ? post({ op: 'answer', id: endId })
            : post({ op: 'error', id: endId, error: errorFields(error) }),
      )
      .finally(() => transactions.delete(id));
  }

  async function handle(message: ToWorker): Promise<unknown> {
    switch (message.op) {
      case 'query':
        return query(message);
      case 'listen': {
        const unlisten = await client.listen(message.channel, (payload) =>
          post({ op: 'notify', listenId: message.id, payload }),
        );
        listeners.set(message.id, unlisten);
        return undefined;
      }
      case 'unlisten':
        await listeners.get(message.listenId)?.();
        listeners.delete(message.listenId);
        return undefined;
      case 'close':
        await client.close();
        return undefined;
      case 'begin':
      case 'end':
        throw new Error(`${message.op} is answered when the transaction moves`);
    }
  }

  return (message: ToWorker) => {
    if (message.op === 'begin') return begin(message.id);
    if (message.op === 'end') {
      const open = transactions.get(message.txId);
      if (open) return open.end(message.commit, message.id);
      return post({ op: 'error', id: message.id, error: { message: 'No open transaction' } });
    }
    handle(message).then(
      (result) => post({ op: 'answer', id: message.id, result }),
      (error: unknown) => post({ op: 'error', id: message.id, error: errorFields(error) }),
    );
  };
}

/*
 * The thread listens from its first moment, and requests wait here until the folder is open.
 * Listening keeps the thread's event loop alive meanwhile. Without it, Node found nothing to
 * wait for while PGlite compiled and opened, and stopped to let V8's helper threads finish
 * optimising PostgreSQL's WebAssembly: 200 to 300 ms right after the folder opened, before the
 * first query, on every start.
 */
const waiting: ToWorker[] = [];
let answer: ((message: ToWorker) => void) | undefined;
port.on('message', (message: ToWorker) => (answer ? answer(message) : waiting.push(message)));

/**
 * Opens the folder. An empty one is filled from the migrated template when the build made one:
 * creating a cluster and running every migration was most of a first start.
 */
async function open(): Promise<PGlite> {
  const options = { extensions: PGLITE_EXTENSIONS, startParams: PGLITE_START_PARAMS };
  if (template && !fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    const dump = await fs.promises.readFile(template).catch(() => null);
    if (dump) return PGlite.create(dir, { ...options, loadDataDir: new Blob([dump]) });
  }
  return PGlite.create(dir, options);
}

open().then(
  (client) => {
    answer = serve(client);
    for (const message of waiting.splice(0)) answer(message);
  },
  (error: unknown) => post({ op: 'failed', error: errorFields(error) }),
);
