import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { ClientMessage, ServerMessage } from '@shared/realtime/events';

/** Messages kept for a wait that starts after they came (the socket can beat the HTTP answer). */
const KEPT_MESSAGES = 200;

interface Arrival {
  message: ServerMessage;
  /** performance.now() when the message event fired. */
  at: number;
}

interface Waiter {
  match: (message: ServerMessage) => boolean;
  resolve: (at: number) => void;
}

/** A /ws client that timestamps every message, for latency from a call to its event. */
export class ListeningSocket {
  private readonly arrivals: Arrival[] = [];
  private readonly waiters = new Set<Waiter>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const at = performance.now();
      const message = JSON.parse(String(data)) as ServerMessage;
      for (const waiter of this.waiters) {
        if (!waiter.match(message)) continue;
        this.waiters.delete(waiter);
        waiter.resolve(at);
        return;
      }
      this.arrivals.push({ message, at });
      if (this.arrivals.length > KEPT_MESSAGES) this.arrivals.shift();
    });
  }

  /**
   * Opens /ws of baseUrl as a browser page of that origin would (Origin header, and the session
   * cookie for staff) and resolves once the server has said `connected`.
   */
  static open(baseUrl: string, cookie?: string): Promise<ListeningSocket> {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`, {
      headers: { origin: baseUrl, ...(cookie ? { cookie } : {}) },
    });
    const listening = new ListeningSocket(socket);
    return new Promise((resolve, reject) => {
      socket.once('error', reject);
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`/ws answered ${response.statusCode}`)),
      );
      listening
        .waitFor((message) => message.type === 'connected', 10_000)
        .then(() => resolve(listening), reject);
    });
  }

  /** When the first message that matches came (or comes), by performance.now(). */
  waitFor(match: (message: ServerMessage) => boolean, timeoutMs: number): Promise<number> {
    const index = this.arrivals.findIndex((arrival) => match(arrival.message));
    if (index >= 0) return Promise.resolve(this.arrivals.splice(index, 1)[0]!.at);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`No matching message within ${timeoutMs} ms`));
      }, timeoutMs);
      const waiter: Waiter = {
        match,
        resolve: (at) => {
          clearTimeout(timer);
          resolve(at);
        },
      };
      this.waiters.add(waiter);
    });
  }

  send(message: ClientMessage) {
    this.socket.send(JSON.stringify(message));
  }

  close() {
    this.socket.close();
  }
}
