import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { notifySiteDeciders } from '../modules/push/push.service';
import type { PushSender } from '../modules/push/push-sender';
import { deliverDue, type DeliveryOptions } from '../modules/webhooks/webhook-delivery';
import { enqueueDeliveries } from '../modules/webhooks/webhooks.service';
import * as repo from './outbox.repository';

const BATCH = 50;
const LEASE_SECONDS = 60;
/** An event that failed this many times is dropped with an error in the log, not retried forever. */
const MAX_ATTEMPTS = 10;

export interface OutboxWorkerOptions {
  db: Db;
  log: FastifyBaseLogger;
  pushSender: () => Promise<PushSender>;
  delivery: DeliveryOptions;
}

/**
 * Hands each outbox event on: to the webhook queue, then, for a new request, to the push
 * service. Woken by every committed change and by a timer, and never runs twice at once in one
 * process; other instances share the work through the database's row locks
 * (docs/notifications.md).
 */
export function createOutboxWorker(options: OutboxWorkerOptions) {
  const { db, log } = options;
  let running: Promise<void> | null = null;
  let again = false;
  let isStopped = false;

  /** Returns the push under way, if any, so the next event need not wait for it. */
  async function handOn(event: repo.ClaimedOutboxEvent): Promise<{ push?: Promise<unknown> }> {
    await enqueueDeliveries(db, event);
    // Forgotten before the push goes: a push lost in a crash is better than one sent twice.
    await repo.remove(db, event.id);
    if (event.type !== 'entry_request.submitted') return {};
    const push = notifySiteDeciders(
      db,
      options.pushSender,
      event.entryRequestId,
      { kind: 'newRequest' },
      new Date(),
      { id: event.siteId, companyId: event.companyId },
    ).catch((err: unknown) =>
      log.error({ err, eventId: event.eventId }, 'push notification failed'),
    );
    return { push };
  }

  async function drainOutbox() {
    for (;;) {
      const events = await repo.claim(db, BATCH, LEASE_SECONDS);
      const pushes: Promise<unknown>[] = [];
      for (const event of events) {
        try {
          const { push } = await handOn(event);
          if (push) pushes.push(push);
        } catch (err) {
          log.error({ err, eventId: event.eventId }, 'outbox event not handed on');
          if (event.attempts >= MAX_ATTEMPTS) await repo.remove(db, event.id);
        }
      }
      await Promise.all(pushes);
      if (events.length < BATCH || isStopped) return;
    }
  }

  async function drainDeliveries() {
    while (!isStopped && (await deliverDue(db, options.delivery)) > 0);
  }

  async function run() {
    do {
      again = false;
      await drainOutbox();
      await drainDeliveries();
    } while (again && !isStopped);
  }

  /** Looks for work now; a call while it runs makes it look once more when done. */
  function wake(): Promise<void> {
    if (isStopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = run()
      .catch((err: unknown) => log.error({ err }, 'outbox worker failed'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  async function tidy() {
    await repo.deleteExpiredActionTokens(db, new Date());
  }

  async function stop() {
    isStopped = true;
    await running;
  }

  return { wake, tidy, stop };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
