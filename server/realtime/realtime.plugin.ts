import websocket from '@fastify/websocket';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REALTIME_MAX_CONNECTION_MS } from '@shared/constants';
import type { ClientMessage } from '@shared/realtime/events';
import { entryRequests } from '../db/schema';
import { liveSessionHashes } from '../modules/auth/auth.service';
import { sendError } from '../plugins/error-handler';
import { isForeignOrigin } from '../plugins/guards';
import { dispatch } from './dispatch';
import { EVENTS_CHANNEL, parseDomainEvent } from './domain-events';
import { Hub, type Connection } from './hub';

declare module 'fastify' {
  interface FastifyInstance {
    hub: Hub;
  }
}

export interface RealtimeOptions {
  maxConnectionMs?: number;
  heartbeatMs?: number;
  /** How often staff sockets are checked against their sessions. */
  sessionCheckMs?: number;
}

/** Half the minute within which a socket must end with its session. */
const SESSION_CHECK_MS = 30_000;

const ENTRY_ID = /^[A-Za-z0-9_-]{16,64}$/;

function parseClientMessage(raw: string): ClientMessage | null {
  try {
    const value = JSON.parse(raw) as Partial<ClientMessage>;
    if (value.type === 'ping') return { type: 'ping' };
    if (
      value.type === 'subscribe' &&
      typeof value.entryId === 'string' &&
      ENTRY_ID.test(value.entryId)
    ) {
      return { type: 'subscribe', entryId: value.entryId };
    }
    return null;
  } catch {
    return null;
  }
}

/** Counts a message; true when the socket sent more than `max` in the current minute. */
function isOverMessageRate(connection: Connection, max: number, now = Date.now()): boolean {
  const window = connection.messages;
  if (now - window.windowStart >= 60_000) {
    window.windowStart = now;
    window.count = 0;
  }
  window.count += 1;
  return window.count > max;
}

/**
 * /ws and the LISTEN/NOTIFY bridge. Every instance listens on one channel; whatever any
 * instance commits reaches the sockets of all of them (ARCHITECTURE.md, docs/realtime.md).
 */
export const realtimePlugin = fp(async (app: FastifyInstance, opts: RealtimeOptions) => {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  const hub = new Hub({
    log: app.log,
    gauge: app.metrics.wsConnections,
    maxConnectionMs: opts.maxConnectionMs ?? REALTIME_MAX_CONNECTION_MS,
  });
  app.decorate('hub', hub);

  // The channel is listened to once the app is ready, not while it is built: the server builds
  // the app while the database is still opening and migrating (serve.ts), and no socket can
  // connect before the app is ready.
  let unlisten: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    unlisten = await app.database.listen(EVENTS_CHANNEL, {
      onPayload(payload) {
        // Before the sockets hear of it: a tab's read of the change must not join an older one.
        app.sharedReads.changed();
        const event = parseDomainEvent(payload);
        if (!event) return;
        dispatch(app.database.db, hub, event).catch((err: unknown) =>
          app.log.error({ err }, 'realtime dispatch failed'),
        );
      },
      onLost(err) {
        app.log.warn({ err }, 'realtime: the LISTEN connection dropped; reconnecting');
      },
      // Events of the outage are gone for good; every page reads its data again.
      onResume() {
        app.sharedReads.changed();
        app.log.info('realtime: listening again; asking every socket to refetch');
        hub.resyncAll();
      },
    });
  });
  const heartbeat = setInterval(() => hub.sweep(), opts.heartbeatMs ?? 30_000);
  heartbeat.unref();

  // A session ends without any event on idle, at its absolute limit or when another of the
  // user's sessions changes the password; one query for all staff sockets finds those ended.
  const sessionCheck = setInterval(() => {
    liveSessionHashes(app.database.db, hub.staffSessionHashes())
      .then((live) => hub.closeEndedSessions(live))
      .catch((err: unknown) => app.log.warn({ err }, 'realtime: the session check failed'));
  }, opts.sessionCheckMs ?? SESSION_CHECK_MS);
  sessionCheck.unref();

  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    clearInterval(sessionCheck);
    hub.closeAll();
    await unlisten?.();
  });

  async function subscribe(connection: Connection, entryId: string) {
    // A repeated subscribe (each reconnect or resync sends one) needs no lookup.
    if (connection.entryIds.has(entryId)) {
      hub.send(connection, { type: 'subscribed', data: { entryId } });
      return;
    }
    if (connection.entryIds.size >= hub.maxSubscriptions) return;
    const [entry] = await app.database.db
      .select({ id: entryRequests.id })
      .from(entryRequests)
      .where(eq(entryRequests.id, entryId));
    if (!entry) {
      hub.send(connection, { type: 'error', data: { code: 'ENTRY_NOT_FOUND' } });
      return;
    }
    connection.entryIds.add(entryId);
    hub.send(connection, { type: 'subscribed', data: { entryId } });
  }

  app.get(
    '/ws',
    {
      websocket: true,
      config: { public: true },
      // The upgrade is refused before it happens when a foreign page tries to open it.
      preValidation: async (request, reply) => {
        if (isForeignOrigin(request, app.config.publicUrl)) {
          return sendError(request, reply, 403, 'ORIGIN_FORBIDDEN');
        }
        // High enough for a crew's waiting pages behind one gate address, not for a flood.
        if (hub.countOf(request.ip) >= app.config.websocket.maxPerAddress) {
          reply.header('retry-after', '60');
          return sendError(request, reply, 429, 'TOO_MANY_REQUESTS');
        }
      },
    },
    (socket, request) => {
      const connection = hub.add(socket, request.session, request.ip);
      socket.on('message', (data) => {
        if (isOverMessageRate(connection, app.config.websocket.maxMessagesPerMinute)) {
          socket.close(1008, 'rate_limited');
          return;
        }
        const message = parseClientMessage(String(data));
        if (message?.type === 'subscribe') {
          subscribe(connection, message.entryId).catch((err: unknown) =>
            request.log.error({ err }, 'subscribe failed'),
          );
        }
      });
    },
  );
});
