import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Gauge } from 'prom-client';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type { ServerMessage } from '@shared/realtime/events';
import { isSiteInScope } from '../lib/scope';

export interface Connection {
  socket: WebSocket;
  audience: 'staff' | 'worker';
  /** Staff only: whose scope decides which events reach this socket. */
  user: SessionUser | null;
  /** Staff only: the session the socket was opened with; the socket ends when it does. */
  sessionHash: string | null;
  /** Worker only: the requests this page follows. */
  entryIds: Set<string>;
  /** The client's address, for the per-address cap. */
  address: string;
  /** Messages received in the current minute, and when that minute started. */
  messages: { count: number; windowStart: number };
  isAlive: boolean;
  closeTimer: NodeJS.Timeout;
}

export interface HubOptions {
  log: FastifyBaseLogger;
  gauge: Gauge<'audience'>;
  maxConnectionMs: number;
  /** A socket with more than this many bytes waiting is a slow consumer and is cut. */
  maxBufferedBytes?: number;
  maxSubscriptionsPerSocket?: number;
}

/**
 * The one real-time hub (docs/realtime.md): it holds the sockets of this instance and
 * delivers by scope. Staff see their sites' events; a worker's page sees only the requests it
 * subscribed to, by their unguessable id.
 */
export class Hub {
  private readonly connections = new Set<Connection>();
  private readonly perAddress = new Map<string, number>();
  private readonly maxBufferedBytes: number;
  readonly maxSubscriptions: number;

  constructor(private readonly options: HubOptions) {
    this.maxBufferedBytes = options.maxBufferedBytes ?? 1024 * 1024;
    this.maxSubscriptions = options.maxSubscriptionsPerSocket ?? 20;
  }

  get size() {
    return this.connections.size;
  }

  /** Open sockets of one client address on this instance. */
  countOf(address: string): number {
    return this.perAddress.get(address) ?? 0;
  }

  add(
    socket: WebSocket,
    session: { user: SessionUser; tokenHash: string } | null,
    address = '',
  ): Connection {
    const user = session?.user ?? null;
    const audience = user ? 'staff' : 'worker';
    const connection: Connection = {
      socket,
      audience,
      user,
      sessionHash: session?.tokenHash ?? null,
      entryIds: new Set(),
      address,
      messages: { count: 0, windowStart: Date.now() },
      isAlive: true,
      // Long-lived sockets are closed after 8 hours; the page asks the user to refresh.
      closeTimer: setTimeout(() => {
        this.send(connection, { type: 'connection_timeout', data: {} });
        socket.close(4000, 'connection_timeout');
      }, this.options.maxConnectionMs),
    };
    this.connections.add(connection);
    this.perAddress.set(address, this.countOf(address) + 1);
    this.options.gauge.inc({ audience });
    socket.on('pong', () => {
      connection.isAlive = true;
    });
    socket.on('close', () => this.remove(connection));
    this.send(connection, { type: 'connected', data: { audience } });
    return connection;
  }

  private remove(connection: Connection) {
    if (!this.connections.delete(connection)) return;
    const left = this.countOf(connection.address) - 1;
    if (left > 0) this.perAddress.set(connection.address, left);
    else this.perAddress.delete(connection.address);
    clearTimeout(connection.closeTimer);
    this.options.gauge.dec({ audience: connection.audience });
  }

  send(connection: Connection, message: ServerMessage) {
    const { socket } = connection;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > this.maxBufferedBytes) {
      this.options.log.warn('cutting a slow WebSocket consumer');
      socket.terminate();
      return;
    }
    socket.send(JSON.stringify(message));
  }

  /** Staff whose scope holds the site: their company's admins, or managers of that site. */
  toStaffOfSite(siteId: number, companyId: number, message: ServerMessage) {
    for (const connection of this.connections) {
      const user = connection.user;
      if (!user) continue;
      if (isSiteInScope(user, { id: siteId, companyId })) this.send(connection, message);
    }
  }

  toEntrySubscribers(entryId: string, message: ServerMessage) {
    for (const connection of this.connections) {
      if (connection.entryIds.has(entryId)) this.send(connection, message);
    }
  }

  /**
   * A staff socket keeps the scope its user had when it connected. When his sign-in is revoked
   * or his sites change, it is closed: the page reconnects with what the session now allows,
   * or as nobody when the session is gone.
   */
  closeStaffSocketsOf(userId: number) {
    for (const connection of this.connections) {
      if (connection.user?.id === userId) connection.socket.close(4001, 'access_changed');
    }
  }

  /** The sessions this instance's staff sockets were opened with. */
  staffSessionHashes(): string[] {
    const hashes = new Set<string>();
    for (const connection of this.connections) {
      if (connection.sessionHash) hashes.add(connection.sessionHash);
    }
    return [...hashes];
  }

  /** Closes the staff sockets whose session is not among the live ones. */
  closeEndedSessions(live: Set<string>) {
    for (const connection of this.connections) {
      if (connection.sessionHash && !live.has(connection.sessionHash)) {
        connection.socket.close(4001, 'session_ended');
      }
    }
  }

  /**
   * After a gap in the event stream (the LISTEN connection was down), every socket is told to
   * do what it does on a reconnect: read its data again and resubscribe.
   */
  resyncAll() {
    for (const connection of this.connections) this.send(connection, { type: 'resync', data: {} });
  }

  /** Heartbeat: a peer that did not answer the last ping is dead and is dropped. */
  sweep() {
    for (const connection of this.connections) {
      if (!connection.isAlive) {
        connection.socket.terminate();
        continue;
      }
      connection.isAlive = false;
      connection.socket.ping();
    }
  }

  /** Graceful shutdown: close every socket with a reason the client can read. */
  closeAll(reason = 'server_shutdown') {
    for (const connection of this.connections) connection.socket.close(1001, reason);
  }
}
