import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { STAFF_REREAD_SPREAD_MS } from '@shared/constants';
import type { ServerMessageType } from '@shared/realtime/events';
import { submitOverHttp } from '../../test/submit-over-http';
import { ListeningSocket } from './listening-socket';
import { percentile } from './percentile';

export const TABS = Number(process.env.BENCH_TABS ?? 50);

/** One read a tab makes after an event: its name in the figures, and the endpoint's. */
export interface HerdRead {
  label: string;
  /** The read's name in manager-reads' table of single reads, its baseline. */
  endpoint: string;
  p95: number;
}

/**
 * What an open tab reads again after each message (client/lib/staff-realtime.ts), each at a
 * random moment within STAFF_REREAD_SPREAD_MS of hearing it. A new request is written into the
 * queue, the menu's counts and the dashboard, and history is the one other view it changes, so
 * the tab that reads for it is the one on history. A decision is written into the queue, so
 * there it is the dashboard tab that reads, its screen and the menu's counts.
 */
const REREADS = {
  afterNewRequest: { 'history first page': '/api/entry-requests?page=1' },
  afterDecision: {
    dashboard: '/api/dashboard',
    'badge counts': '/api/entry-requests/counts',
  },
} satisfies Record<string, Record<string, string>>;

export async function timedRead(url: string, cookie: string): Promise<number> {
  const startedAt = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - startedAt;
}

/**
 * `act` with every socket listening for `type`; each socket that hears it makes its tab's reads
 * after its random wait, as the browsers would. Returns each read's p95, from its own start.
 */
async function herdAfter(
  sockets: ListeningSocket[],
  type: ServerMessageType,
  reads: Record<string, string>,
  baseUrl: string,
  cookie: string,
  act: () => Promise<void>,
): Promise<Record<string, number>> {
  const took: Record<string, number[]> = Object.fromEntries(
    Object.keys(reads).map((label) => [label, []]),
  );
  const pending: Promise<void>[] = [];
  const heard = sockets.map((socket) =>
    socket
      .waitFor((message) => message.type === type, 30_000)
      .then(() => new Promise((r) => setTimeout(r, Math.random() * STAFF_REREAD_SPREAD_MS)))
      .then(() => {
        for (const [label, path] of Object.entries(reads)) {
          pending.push(
            timedRead(`${baseUrl}${path}`, cookie).then((ms) => void took[label]!.push(ms)),
          );
        }
      }),
  );
  await act();
  await Promise.all(heard);
  await Promise.all(pending);
  return Object.fromEntries(
    Object.entries(took).map(([label, values]) => [label, percentile(values, 95)]),
  );
}

/**
 * One worker's submission with `TABS` history tabs open, then its approval with `TABS` dashboard
 * tabs open: every read a tab makes for either, as p95 per read.
 */
export async function oneEventWithTabs(
  baseUrl: string,
  cookie: string,
  siteCode: string,
): Promise<HerdRead[]> {
  const sockets = await Promise.all(
    Array.from({ length: TABS }, () => ListeningSocket.open(baseUrl, cookie)),
  );
  try {
    let entryId = '';
    const afterNew = await herdAfter(
      sockets,
      'new_entry_request',
      REREADS.afterNewRequest,
      baseUrl,
      cookie,
      async () => {
        ({ id: entryId } = await submitOverHttp(baseUrl, siteCode, {
          firstName: 'Herd',
          lastName: 'Bench',
        }));
      },
    );
    const afterDecision = await herdAfter(
      sockets,
      'entry_status_changed',
      REREADS.afterDecision,
      baseUrl,
      cookie,
      async () => {
        const response = await fetch(`${baseUrl}/api/entry-requests/${entryId}/status`, {
          method: 'POST',
          headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
          body: JSON.stringify({ status: 'approved' }),
        });
        if (!response.ok) throw new Error(`approval answered ${response.status}`);
      },
    );
    const found: HerdRead[] = [
      ...Object.entries(afterNew).map(([endpoint, p95]) => ({
        label: `${endpoint} after a new request`,
        endpoint,
        p95,
      })),
      ...Object.entries(afterDecision).map(([endpoint, p95]) => ({
        label: `${endpoint} after a decision`,
        endpoint,
        p95,
      })),
    ];
    console.log(
      `    ${TABS} tabs, reads within ${STAFF_REREAD_SPREAD_MS} ms of each event: ` +
        found.map((read) => `${read.label} p95 ${read.p95.toFixed(0)} ms`).join(', ') +
        ` (load ${os.loadavg()[0]!.toFixed(1)})`,
    );
    return found;
  } finally {
    for (const socket of sockets) socket.close();
  }
}
