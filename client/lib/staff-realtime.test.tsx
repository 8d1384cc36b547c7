import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket, installFakeWebSocket } from '../../test/fake-web-socket';
import { entryRequestKeys } from '@/data/entry-requests';
import { createQueryClient } from './query-client';
import { useLiveEntryRequests, useStaffMessage } from './staff-realtime';

function Listener({ onNew }: { onNew: (entryId: string) => void }) {
  useStaffMessage('new_entry_request', (message) => onNew(message.data.entryId));
  return null;
}

const newRequest = (entryId: string) => ({
  type: 'new_entry_request',
  data: { entryId, siteId: 1, worker: { firstName: 'Moshe', lastName: 'Cohen' } },
});

beforeEach(() => installFakeWebSocket());
afterEach(() => vi.unstubAllGlobals());

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

  it('refetches the views of requests on a message and on a resync, not on the first open', async () => {
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
    await act(async () => socket.receive(newRequest('r2')));
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    await act(async () => socket.receive({ type: 'resync', data: {} }));
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(3));
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
    await vi.waitFor(() => expect(readCounts).toHaveBeenCalledTimes(3));
    expect(readQueue).toHaveBeenCalledTimes(1);
  });
});
