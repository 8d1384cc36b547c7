import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newEntryRequestMessage, summaryFixture } from '../../test/entry-review-fixtures';
import { renderWithClient } from '../../test/render-client';
import { FakeWebSocket, installFakeWebSocket } from '../../test/fake-web-socket';
import { STAFF_REREAD_SPREAD_MS } from '@shared/constants';
import type { Dashboard } from '@shared/schemas/dashboard.schemas';
import type { EntryRequestSummary } from '@shared/schemas/entry-review.schemas';
import { entryRequestKeys } from '@/data/entry-requests';
import { createQueryClient } from '@/lib/query-client';
import { useLiveEntryRequests, useStaffMessage } from './staff-realtime';

function Listener({ onNew }: { onNew: (entryId: string) => void }) {
  useStaffMessage('new_entry_request', (message) => onNew(message.data.entryId));
  return null;
}

const newRequest = (id: string, siteId = 1) =>
  newEntryRequestMessage(
    summaryFixture({
      id,
      siteId,
      siteName: 'North tower',
      requestNumber: 1042,
      worker: { firstName: 'Moshe', lastName: 'Cohen', phone: '050-1112233', company: 'Gova' },
      createdAt: '2026-03-02T06:10:00.000Z',
    }),
  );

/** A view that reads again does so within the spread that keeps fifty tabs from asking at once. */
const withinSpread = { timeout: STAFF_REREAD_SPREAD_MS + 1000 };

beforeEach(() => installFakeWebSocket());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the staff connection', () => {
  it('is one socket for every screen, closed when the last one leaves', () => {
    const first = vi.fn();
    const second = vi.fn();
    const view = render(
      <>
        <Listener onNew={first} />
        <Listener onNew={second} />
      </>,
    );
    expect(FakeWebSocket.instances).toHaveLength(1);
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    act(() => socket.receive(newRequest('r1')));
    expect(first).toHaveBeenCalledWith('r1');
    expect(second).toHaveBeenCalledWith('r1');
    view.unmount();
    expect(socket.isClosedByClient).toBe(true);
  });

  it('refetches the views of requests on an exit and on a resync, not on the first open', async () => {
    const client = createQueryClient();
    const read = vi.fn(async () => ({ requests: [] }));
    function Queue() {
      useLiveEntryRequests();
      const query = useQuery({ queryKey: entryRequestKeys.pending(), queryFn: read });
      return <p>{query.isSuccess ? 'ready' : 'loading'}</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <Queue />
      </QueryClientProvider>,
    );
    await screen.findByText('ready');
    expect(read).toHaveBeenCalledTimes(1);
    const socket = FakeWebSocket.latest();
    // The screen has just read its list: the first open has nothing to heal.
    await act(async () => socket.open());
    await act(async () =>
      socket.receive({ type: 'entry_exited', data: { entryId: 'r2', siteId: 1 } }),
    );
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2), withinSpread);
    await act(async () => socket.receive({ type: 'resync', data: {} }));
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(3), withinSpread);
  });

  it('reads again at a random moment of the spread, not at once', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.4);
    const read = vi.fn(async () => ({ requests: [] }));
    function Queue() {
      useLiveEntryRequests();
      useQuery({ queryKey: entryRequestKeys.pending(), queryFn: read });
      return null;
    }
    renderWithClient(<Queue />);
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    const socket = FakeWebSocket.latest();
    await act(async () => socket.open());
    const heardAt = performance.now();
    await act(async () =>
      socket.receive({ type: 'entry_exited', data: { entryId: 'r1', siteId: 1 } }),
    );
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2), withinSpread);
    expect(performance.now() - heardAt).toBeGreaterThanOrEqual(0.4 * STAFF_REREAD_SPREAD_MS - 5);
  });

  it('writes a new request into the cached queue, counts and dashboard; only history reads again', async () => {
    const readQueue = vi.fn(async () => ({ requests: [summaryFixture({ id: 'r1' })] }));
    const readCounts = vi.fn(async () => ({ pending: 3, scaffolding: 1 }));
    const readHistory = vi.fn(async () => ({ items: [] }));
    const readOnSite = vi.fn(async () => ({ items: [] }));
    const readDashboard = vi.fn(async (): Promise<Dashboard> => ({
      today: { pending: 3, approved: 5, onSite: 4, rejected: 0 },
      activity: [],
      perDay: [
        { date: '2026-03-01', count: 7 },
        { date: '2026-03-02', count: 8 },
      ],
    }));
    function Screen() {
      useLiveEntryRequests();
      const queue = useQuery({ queryKey: entryRequestKeys.pending(), queryFn: readQueue });
      const counts = useQuery({ queryKey: entryRequestKeys.counts(), queryFn: readCounts });
      useQuery({ queryKey: entryRequestKeys.history({ page: 1 }), queryFn: readHistory });
      useQuery({ queryKey: entryRequestKeys.onSite(null), queryFn: readOnSite });
      const dashboard = useQuery({
        queryKey: entryRequestKeys.dashboard(null),
        queryFn: readDashboard,
      });
      const data = dashboard.data;
      if (!queue.data || !counts.data || !data) return null;
      const latest = data.activity[0];
      return (
        <p>
          queue {queue.data.requests.map((request) => request.id).join(' ')}, badge{' '}
          {counts.data.pending}, waiting {data.today.pending}, today {data.perDay.at(-1)!.count},
          latest{' '}
          {latest ? `${latest.workerName} #${latest.requestNumber} at ${latest.siteName}` : 'none'}
        </p>
      );
    }
    renderWithClient(<Screen />);
    await screen.findByText('queue r1, badge 3, waiting 3, today 8, latest none');
    const socket = FakeWebSocket.latest();
    await act(async () => socket.open());
    await act(async () => socket.receive(newRequest('r9')));
    await screen.findByText(
      'queue r1 r9, badge 4, waiting 4, today 9, latest Moshe Cohen #1042 at North tower',
    );
    await vi.waitFor(() => expect(readHistory).toHaveBeenCalledTimes(2), withinSpread);
    // A waiting request is on no on-site list.
    expect(readOnSite).toHaveBeenCalledTimes(1);
    expect(readQueue).toHaveBeenCalledTimes(1);
    expect(readCounts).toHaveBeenCalledTimes(1);
    expect(readDashboard).toHaveBeenCalledTimes(1);
  });

  it('lets a first read of the queue under way finish when a new request comes', async () => {
    let answer: (list: { requests: EntryRequestSummary[] }) => void = () => {};
    const readQueue = vi.fn(
      () => new Promise<{ requests: EntryRequestSummary[] }>((r) => (answer = r)),
    );
    function Queue() {
      useLiveEntryRequests();
      const queue = useQuery({ queryKey: entryRequestKeys.pending(), queryFn: readQueue });
      return <p>{queue.data ? `queue ${queue.data.requests.length}` : 'loading'}</p>;
    }
    renderWithClient(<Queue />);
    await screen.findByText('loading');
    const socket = FakeWebSocket.latest();
    await act(async () => socket.open());
    await act(async () => socket.receive(newRequest('r9')));
    // The read answers after the request was saved, so it already lists it.
    await act(async () => answer({ requests: [newRequest('r9').data.request] }));
    await screen.findByText('queue 1');
    expect(readQueue).toHaveBeenCalledTimes(1);
  });

  it('leaves a dashboard of another site, and views that already list the request, as they were', async () => {
    const message = newRequest('r9', 1);
    const otherSite: Dashboard = {
      today: { pending: 1, approved: 0, onSite: 0, rejected: 0 },
      activity: [],
      perDay: [{ date: '2026-03-02', count: 1 }],
    };
    // Read in the instant after the request was saved, before its message came.
    const readAfter: Dashboard = {
      today: { pending: 2, approved: 0, onSite: 0, rejected: 0 },
      activity: [
        {
          kind: 'submitted',
          at: message.data.request.createdAt,
          entryRequestId: 'r9',
          requestNumber: 1042,
          workerName: 'Moshe Cohen',
          siteName: 'North tower',
          status: 'pending',
          actorName: null,
          reason: null,
        },
      ],
      perDay: [{ date: '2026-03-02', count: 2 }],
    };
    const queue = { requests: [message.data.request] };
    function Screen() {
      useLiveEntryRequests();
      return null;
    }
    const { queryClient: client } = renderWithClient(<Screen />);
    client.setQueryData(entryRequestKeys.dashboard(2), otherSite);
    client.setQueryData(entryRequestKeys.dashboard(null), readAfter);
    client.setQueryData(entryRequestKeys.pending(), queue);
    client.setQueryData(entryRequestKeys.counts(), { pending: 1, scaffolding: 0 });
    const socket = FakeWebSocket.latest();
    await act(async () => socket.open());
    await act(async () => socket.receive(message));
    // The counts, which cannot tell, are written: the message has been handled.
    await vi.waitFor(() =>
      expect(client.getQueryData(entryRequestKeys.counts())).toEqual({
        pending: 2,
        scaffolding: 0,
      }),
    );
    expect(client.getQueryData(entryRequestKeys.dashboard(2))).toEqual(otherSite);
    expect(client.getQueryData(entryRequestKeys.dashboard(null))).toEqual(readAfter);
    expect(client.getQueryData(entryRequestKeys.pending())).toEqual(queue);
  });

  it('writes a decision into the cached queue instead of reading the queue again', async () => {
    const client = createQueryClient();
    const waiting = (id: string) => ({ id, status: 'pending' });
    const readQueue = vi.fn(async () => ({
      requests: [waiting('r1'), waiting('r2'), waiting('r3')],
    }));
    const readCounts = vi.fn(async () => ({ pending: 3, scaffolding: 0 }));
    function Queue() {
      useLiveEntryRequests();
      const queue = useQuery({ queryKey: entryRequestKeys.pending(), queryFn: readQueue });
      useQuery({ queryKey: entryRequestKeys.counts(), queryFn: readCounts });
      return <p>{queue.data?.requests.map((r) => `${r.id}:${r.status}`).join(' ')}</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <Queue />
      </QueryClientProvider>,
    );
    await screen.findByText('r1:pending r2:pending r3:pending');
    const socket = FakeWebSocket.latest();
    await act(async () => socket.open());
    const change = (entryId: string, status: string) =>
      socket.receive({ type: 'entry_status_changed', data: { entryId, siteId: 1, status } });
    await act(async () => change('r1', 'approved'));
    await act(async () => change('r2', 'safety_manager_coming'));
    await screen.findByText('r2:safety_manager_coming r3:pending');
    // The counts read again (a small answer); the queue did not.
    await vi.waitFor(() => expect(readCounts).toHaveBeenCalledTimes(3), withinSpread);
    expect(readQueue).toHaveBeenCalledTimes(1);
  });
});
