import http from 'node:http';
import { isMainThread } from 'node:worker_threads';

/**
 * Loaded into the journeys' server process before the app (app-server.ts): the server has no
 * clock of its own to inject, so its `Date` is shifted by an offset the tests set over a small
 * control port, to reach a day weeks ahead (an induction's lapse) without ageing stored rows.
 * Specs run one at a time, and a test that moves the clock puts it back before it ends.
 * Plain JavaScript, so the compiled server it is loaded into needs no TypeScript loader. Node
 * loads it into the embedded database's thread too; it acts only in the main thread, which
 * owns the control port.
 */
if (isMainThread) {
  const port = Number(process.env.E2E_CLOCK_PORT);
  const RealDate = Date;
  let offsetMs = 0;

  globalThis.Date = new Proxy(RealDate, {
    construct(target, args, newTarget) {
      const shifted = args.length === 0 ? [RealDate.now() + offsetMs] : args;
      return Reflect.construct(target, shifted, newTarget);
    },
    apply() {
      return new RealDate(RealDate.now() + offsetMs).toString();
    },
    get(target, property, receiver) {
      if (property === 'now') return () => RealDate.now() + offsetMs;
      return Reflect.get(target, property, receiver);
    },
  });

  const control = http.createServer((request, response) => {
    const match = /^\/offset\/(-?\d+)$/.exec(request.url ?? '');
    if (request.method !== 'PUT' || !match) {
      response.writeHead(404).end();
      return;
    }
    offsetMs = Number(match[1]);
    response.writeHead(204).end();
  });
  control.listen(port, '127.0.0.1');
  // The control port must not keep the server alive after its own shutdown.
  control.unref();
}
