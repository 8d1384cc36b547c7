import { REALTIME_RECONNECT } from '@shared/constants';
import type { ClientMessage, ServerMessage, ServerMessageType } from '@shared/realtime/events';

export type MessageOf<K extends ServerMessageType> = Extract<ServerMessage, { type: K }>;
type Handler = (message: ServerMessage) => void;

/** The part of the browser's WebSocket this client uses, so tests can hand in a fake one. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type SocketFactory = (url: string) => SocketLike;

// WebSocket readyState values; the constants are not on SocketLike, which fakes implement.
const OPEN = 1;
const CLOSED = 3;

/**
 * Delay before reconnect attempt number `attempt` (0 first): 3 s, growing 1.5 times per attempt,
 * never above 30 s.
 */
export function reconnectDelay(attempt: number): number {
  const { baseMs, multiplier, maxMs } = REALTIME_RECONNECT;
  return Math.min(maxMs, Math.round(baseMs * multiplier ** attempt));
}

/** ws://host/ws, or wss:// when the page itself came over https. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location) {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

/**
 * The app's one connection to /ws (docs/realtime.md), typed by shared/realtime/events.ts.
 * It reconnects after every close or error with the backoff above, which starts again from
 * 3 s once a connection opens; open handlers run on every open, which is where a page
 * (re)subscribes. Messages that are not JSON with a string type are ignored.
 */
export class RealtimeClient {
  private socket: SocketLike | null = null;
  private url: string | null = null;
  private attempt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private isClosed = false;
  private readonly handlers = new Map<ServerMessageType, Set<Handler>>();
  private readonly openHandlers = new Set<() => void>();
  private readonly reconnectHandlers = new Set<() => void>();
  private hasOpened = false;

  constructor(private readonly createSocket: SocketFactory = (url) => new WebSocket(url)) {}

  /** Opens the connection; later closes and errors reconnect until close() is called. */
  connect(url: string = realtimeUrl()): void {
    this.url = url;
    this.isClosed = false;
    this.open();
  }

  /** Calls `handler` for each message of `type`; returns the function that stops it. */
  onMessage<K extends ServerMessageType>(
    type: K,
    handler: (message: MessageOf<K>) => void,
  ): () => void {
    const set = this.handlers.get(type) ?? new Set<Handler>();
    this.handlers.set(type, set);
    const wrapped: Handler = (message) => handler(message as MessageOf<K>);
    set.add(wrapped);
    return () => set.delete(wrapped);
  }

  /**
   * Runs on every successful open, the first and each reconnect, and when the server says it
   * missed events (`resync`); runs at once if open now.
   */
  onOpen(handler: () => void): () => void {
    this.openHandlers.add(handler);
    if (this.isOpen) handler();
    return () => this.openHandlers.delete(handler);
  }

  /**
   * Runs when the connection opens again after it was down (a drop, or a first attempt that
   * failed), and on `resync`: what changed meanwhile reached no message handler. Not on the first
   * open, nor at once when open now: a screen reads its data as it mounts, and reading it again
   * then would only double each sign-in's and each screen's first requests.
   */
  onReconnect(handler: () => void): () => void {
    this.reconnectHandlers.add(handler);
    return () => this.reconnectHandlers.delete(handler);
  }

  get isOpen(): boolean {
    return this.socket?.readyState === OPEN;
  }

  /** Sends when connected; returns false otherwise (an open handler sends it again later). */
  send(message: ClientMessage): boolean {
    if (!this.socket || !this.isOpen) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** Closes for good: no reconnect, no more handlers called. */
  close(): void {
    this.isClosed = true;
    clearTimeout(this.reconnectTimer);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      detach(socket);
      socket.close(1000, 'client_closed');
    }
  }

  private open() {
    if (this.isClosed || !this.url) return;
    let socket: SocketLike;
    try {
      socket = this.createSocket(this.url);
    } catch (error) {
      // A malformed URL or a blocked scheme throws synchronously; keep trying like a drop.
      console.error('realtime: cannot open the connection', error);
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      const isReconnect = this.hasOpened || this.attempt > 0;
      this.attempt = 0;
      this.hasOpened = true;
      for (const handler of [...this.openHandlers]) handler();
      if (isReconnect) for (const handler of [...this.reconnectHandlers]) handler();
    };
    socket.onmessage = (event) => this.deliver(event.data);
    // Browsers follow an error with a close; closing here covers the ones that do not.
    socket.onerror = () => {
      if (socket.readyState !== CLOSED) socket.close();
    };
    socket.onclose = () => {
      detach(socket);
      if (this.socket !== socket) return;
      this.socket = null;
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect() {
    if (this.isClosed) return;
    const delay = reconnectDelay(this.attempt);
    this.attempt += 1;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => this.open(), delay);
  }

  private deliver(raw: unknown) {
    if (typeof raw !== 'string') return;
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    if (typeof message !== 'object' || message === null) return;
    const type = (message as { type?: unknown }).type;
    if (typeof type !== 'string') return;
    // The server missed events: heal exactly as after a reconnect (refetch, resubscribe).
    if (type === 'resync') {
      for (const handler of [...this.openHandlers, ...this.reconnectHandlers]) handler();
      return;
    }
    const set = this.handlers.get(type as ServerMessageType);
    if (!set) return;
    for (const handler of [...set]) handler(message as ServerMessage);
  }
}

function detach(socket: SocketLike) {
  socket.onopen = null;
  socket.onmessage = null;
  socket.onerror = null;
  socket.onclose = null;
}
