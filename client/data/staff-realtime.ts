import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { STAFF_REREAD_SPREAD_MS } from '@shared/constants';
import type { ServerMessageType } from '@shared/realtime/events';
import {
  applyStatusChange,
  invalidateEntryRequests,
  type EntryRequestView,
} from '@/data/entry-requests';
import { applyNewEntryRequest, READ_AGAIN_ON_NEW_REQUEST } from '@/data/new-entry-request';
import { RealtimeClient, type MessageOf } from '@/lib/realtime-client';

let shared: RealtimeClient | null = null;
let holders = 0;

/**
 * One staff connection to /ws per tab (docs/realtime.md): the shell's notifications, the queue
 * and the on-site list share it instead of opening a socket each. It opens with the first screen
 * that needs it and closes with the last, so signing out (which unmounts the shell) ends it.
 */
function acquire(): RealtimeClient {
  holders += 1;
  if (!shared) {
    shared = new RealtimeClient();
    shared.connect();
  }
  return shared;
}

function release() {
  holders -= 1;
  if (holders === 0 && shared) {
    shared.close();
    shared = null;
  }
}

/** Calls `handler` for each staff message of `type` while the component is mounted. */
export function useStaffMessage<K extends ServerMessageType>(
  type: K,
  handler: (message: MessageOf<K>) => void,
): void {
  const onMessage = useEffectEvent(handler);
  useEffect(() => {
    const client = acquire();
    const stop = client.onMessage(type, (message) => onMessage(message));
    return () => {
      stop();
      release();
    };
  }, [type]);
}

/**
 * Calls `handler` when the staff connection opens again after being down, or the server missed
 * events. NOTIFY has no replay, so whatever changed meanwhile is read again here; the first open
 * is not such a moment, the screens having just read their data (docs/realtime.md).
 */
export function useStaffReconnect(handler: () => void): void {
  const onReconnect = useEffectEvent(handler);
  useEffect(() => {
    const client = acquire();
    const stop = client.onReconnect(() => onReconnect());
    return () => {
      stop();
      release();
    };
  }, []);
}

/**
 * Keeps every open staff view of requests current (queue, details, history, on site, dashboard).
 * A new request is written into the cached queue, counts and dashboards, and a decision into the
 * cached queue; the other views on screen that a message changed read again, at a random moment
 * within STAFF_REREAD_SPREAD_MS, and so do all of them after a reconnection: the tabs of a busy
 * morning neither read everything nor read it in the same instant.
 */
export function useLiveEntryRequests(): void {
  const queryClient = useQueryClient();
  const rereadSoon = (isRead?: (view: EntryRequestView) => boolean) => {
    setTimeout(
      () => void invalidateEntryRequests(queryClient, isRead),
      Math.random() * STAFF_REREAD_SPREAD_MS,
    );
  };
  useStaffMessage('new_entry_request', (message) => {
    void applyNewEntryRequest(queryClient, message.data);
    rereadSoon((view) => READ_AGAIN_ON_NEW_REQUEST.includes(view));
  });
  useStaffMessage('entry_status_changed', (message) => {
    applyStatusChange(queryClient, message.data);
    rereadSoon((view) => view !== 'pending');
  });
  useStaffMessage('entry_exited', () => rereadSoon());
  useStaffReconnect(() => rereadSoon());
}
