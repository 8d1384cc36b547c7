import WebSocket from 'ws';
import type { ServerMessage } from '@shared/realtime/events';

/**
 * A client of /ws that records every message. `answer` settles with 101 when the upgrade is
 * accepted, or with the HTTP status of the refusal.
 */
export function openSocket(baseUrl: string, headers: Record<string, string>) {
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws`, { headers });
  const messages: ServerMessage[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as ServerMessage));
  const answer = new Promise<number>((resolve) => {
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.once('open', () => resolve(101));
  });
  /** The first message of a type, waiting for it up to timeoutMs. */
  const next = async (type: ServerMessage['type'], timeoutMs = 3000) => {
    const started = Date.now();
    for (;;) {
      const found = messages.find((m) => m.type === type);
      if (found) return found;
      if (Date.now() - started > timeoutMs) {
        throw new Error(`no ${type} within ${timeoutMs} ms; got ${JSON.stringify(messages)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return { socket, messages, answer, next };
}
