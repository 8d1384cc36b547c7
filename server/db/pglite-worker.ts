import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { collectWhenIdle } from '../lib/idle-collection';
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

/** What marks a folder as holding a cluster: PostgreSQL's own, and so copied last. */
const CLUSTER_MARK = 'PG_VERSION';

/**
 * Copies the template's files into `to`, the mark last: a copy stopped midway leaves a folder
 * without it, which the next start fills again. Synchronous on this thread, which has nothing
 * else to do yet: a thousand small files through the thread pool took several times as long.
 */
function copyTemplate(from: string, to: string, isTop = true) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (isTop && entry.name === CLUSTER_MARK) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyTemplate(source, target, false);
    else fs.copyFileSync(source, target);
  }
  if (isTop) fs.copyFileSync(path.join(from, CLUSTER_MARK), path.join(to, CLUSTER_MARK));
}

/**
 * Opens the folder. An empty one is first filled from the migrated template when the build made
 * one: creating a cluster and running every migration was most of a first start, and PGlite's
 * own loading of a dump (unpacking it file by file through its virtual file system) most of
 * what was left.
 */
function open(): Promise<PGlite> {
  const options = { extensions: PGLITE_EXTENSIONS, startParams: PGLITE_START_PARAMS };
  const hasTemplate = template !== null && fs.existsSync(path.join(template, CLUSTER_MARK));
  if (hasTemplate && !fs.existsSync(path.join(dir, CLUSTER_MARK))) copyTemplate(template, dir);
  return PGlite.create(dir, options);
}

open().then(
  (client) => {
    answer = serve(client);
    // The thread's queries leave their results' garbage, which a quiet app would hold.
    collectWhenIdle();
    for (const message of waiting.splice(0)) answer(message);
  },
  (error: unknown) => post({ op: 'failed', error: errorFields(error) }),
);
