import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { submitOverHttp } from '../../test/submit-over-http';
import { ListeningSocket } from './listening-socket';
import { percentile } from './percentile';

export const TABS = Number(process.env.BENCH_TABS ?? 50);

/**
 * What an open dashboard tab reads again when a new request is announced: its screen and the
 * menu's counts (client/lib/staff-realtime.ts invalidates the entry-request views a tab has
 * mounted; a decision is patched into the cache and reads nothing).
 */
const TAB_REREADS: Record<string, string> = {
  dashboard: '/api/dashboard',
  'badge counts': '/api/entry-requests/counts',
};

async function timedRead(url: string, cookie: string): Promise<number> {
  const startedAt = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - startedAt;
}

/**
 * One worker's submission with `TABS` dashboard tabs open on it: each tab's socket hears the
 * event and makes that tab's reads at once, as the browsers would. Returns each read's p95.
 */
export async function oneEventWithTabs(
  baseUrl: string,
  cookie: string,
  siteCode: string,
): Promise<Record<string, number>> {
  const sockets = await Promise.all(
    Array.from({ length: TABS }, () => ListeningSocket.open(baseUrl, cookie)),
  );
  const took: Record<string, number[]> = Object.fromEntries(
    Object.keys(TAB_REREADS).map((label) => [label, []]),
  );
  try {
    const reads: Promise<void>[] = [];
    const heard = sockets.map((socket) =>
      socket
        .waitFor((message) => message.type === 'new_entry_request', 30_000)
        .then(() => {
          for (const [label, path] of Object.entries(TAB_REREADS)) {
            reads.push(
              timedRead(`${baseUrl}${path}`, cookie).then((ms) => void took[label]!.push(ms)),
            );
          }
        }),
    );
    await submitOverHttp(baseUrl, siteCode, { firstName: 'Herd', lastName: 'Bench' });
    await Promise.all(heard);
    await Promise.all(reads);
  } finally {
    for (const socket of sockets) socket.close();
  }
  const p95 = Object.fromEntries(
    Object.entries(took).map(([label, values]) => [label, percentile(values, 95)]),
  );
  console.log(
    `    one event, ${TABS} tabs: ` +
      Object.entries(p95)
        .map(([label, ms]) => `${label} p95 ${ms.toFixed(0)} ms`)
        .join(', ') +
      ` (load ${os.loadavg()[0]!.toFixed(1)})`,
  );
  return p95;
}
