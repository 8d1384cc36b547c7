import WebSocket from 'ws';

/*
 * A child process holding idle /ws connections for bench/idle-websockets.bench.ts, so the
 * sockets' file descriptors and memory are not the benchmark runner's. Told over IPC:
 * { type: 'open', url, count, batch } -> answers { type: 'opened', open, failed }, then
 * { type: 'close' } closes every socket and exits. It exits too when the parent goes.
 */

interface OpenCommand {
  type: 'open';
  url: string;
  count: number;
  /** Sockets opened at once: the server's listen backlog takes a few hundred. */
  batch: number;
}

const CONNECT_TIMEOUT_MS = 30_000;
const sockets: WebSocket[] = [];

function connect(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { origin: url.replace(/^ws/, 'http') } });
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error('timed out'));
    }, CONNECT_TIMEOUT_MS);
    // The server's `connected` message: the hub holds this socket now.
    socket.once('message', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

async function open({ url, count, batch }: OpenCommand) {
  let failed = 0;
  let firstError = '';
  for (let done = 0; done < count; done += batch) {
    const wave = Array.from({ length: Math.min(batch, count - done) }, () => connect(`${url}/ws`));
    for (const result of await Promise.allSettled(wave)) {
      if (result.status === 'fulfilled') sockets.push(result.value);
      else {
        failed += 1;
        firstError ||= String(result.reason);
      }
    }
  }
  process.send?.({ type: 'opened', open: sockets.length, failed, firstError });
}

process.on('message', (message: OpenCommand | { type: 'close' }) => {
  if (message.type === 'open') void open(message);
  if (message.type === 'close') {
    for (const socket of sockets) socket.terminate();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
