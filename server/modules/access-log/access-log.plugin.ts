import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessKind } from '@shared/schemas/access-log.schemas';
import { insertAccessRows, type AccessRow } from './access-log.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Notes a read of workers' personal data by the signed-in caller; it is written after the
     * reply, and only when the reply succeeded.
     */
    recordAccess(read: {
      kind: AccessKind;
      subject: string;
      companyId?: number | null;
      entryRequestId?: string;
    }): void;
  }
  interface FastifyInstance {
    accessLog: { flush(): Promise<void> };
  }
}

/** Reads wait at most this long, or for this many others, before their insert. */
const FLUSH_AFTER_MS = 1000;
const FLUSH_AT = 200;
/** Past this many unwritten reads (a database down for long) the oldest are dropped, said in the log. */
const MAX_PENDING = 50_000;

const notes = new WeakMap<object, AccessRow[]>();

/**
 * The access log's writer (docs/privacy.md): a read costs the screen nothing but a push to a
 * list; after the reply the reads join a batch written in one insert within a second. The app
 * writes what is left when it closes, and tests await `app.accessLog.flush()`.
 */
export const accessLogPlugin = fp(async (app: FastifyInstance) => {
  let pending: AccessRow[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = pending;
    pending = [];
    writing = writing.then(async () => {
      if (batch.length === 0) return;
      try {
        await insertAccessRows(app.database.db, batch);
      } catch (err) {
        app.log.error({ err, reads: batch.length }, 'writing the access log failed; retrying');
        pending = [...batch, ...pending].slice(-MAX_PENDING);
        schedule();
      }
    });
    return writing;
  };
  const schedule = () => {
    timer ??= setTimeout(() => void flush(), FLUSH_AFTER_MS);
    timer.unref();
  };

  app.decorate('accessLog', { flush });
  app.decorateRequest('recordAccess', function (this: FastifyRequest, read) {
    const user = this.session?.user;
    if (!user) return;
    const list = notes.get(this) ?? [];
    list.push({
      companyId: read.companyId === undefined ? user.companyId : read.companyId,
      userId: user.id,
      kind: read.kind,
      subject: read.subject,
      address: this.ip,
      createdAt: new Date(),
      ...(read.entryRequestId ? { entryRequestId: read.entryRequestId } : {}),
    });
    notes.set(this, list);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const reads = notes.get(request);
    if (reads && reply.statusCode < 400) {
      pending.push(...reads);
      if (pending.length >= FLUSH_AT) void flush();
      else schedule();
    }
    done();
  });
  app.addHook('onClose', () => flush());
});
