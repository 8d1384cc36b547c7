import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPushSender, type PushSender } from '../modules/push/push-sender';
import { loadVapidKeys } from '../modules/push/vapid-keys';
import { EVENTS_CHANNEL } from '../realtime/domain-events';
import { createOutboxWorker, type OutboxWorker } from './outbox-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The push sender, made on first use: its keys may have to be made in the data folder. */
    pushSender: () => Promise<PushSender>;
    outbox: OutboxWorker;
  }
}

/**
 * The outbox's worker in every instance: woken by each committed change (the realtime
 * channel), and by a timer for the events of a restart and the webhook retries that fall due.
 */
export const outboxPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app;
  let sender: Promise<PushSender> | null = null;
  const pushSender = () => {
    sender ??= loadVapidKeys(config.push.vapidKeys, config.dataDir).then((keys) =>
      createPushSender({ ...keys, subject: config.push.subject }),
    );
    // A failed start (an unreadable key file) is tried again on the next use.
    sender.catch(() => {
      sender = null;
    });
    return sender;
  };
  app.decorate('pushSender', pushSender);
  const worker = createOutboxWorker({
    db: app.database.db,
    log: app.log,
    pushSender,
    delivery: {
      allowPrivateNetworkTargets: config.allowPrivateNetworkTargets,
      retryBaseMs: config.outbox.webhookRetryBaseMs,
    },
  });
  app.decorate('outbox', worker);

  let unlisten: (() => Promise<void>) | undefined;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    unlisten = await app.database.listen(EVENTS_CHANNEL, () => void worker.wake());
    // The first look waits a period too: at a restart the gate's requests come first.
    timer = setInterval(() => {
      void worker.wake();
      worker.tidy().catch((err: unknown) => app.log.warn({ err }, 'outbox tidy failed'));
    }, config.outbox.pollMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await unlisten?.();
    await worker.stop();
  });
});
