import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import type { ServerMessageType } from '@shared/realtime/events';
import { applyStatusChange, invalidateEntryRequests } from '@/data/entry-requests';
import { RealtimeClient, type MessageOf } from './realtime-client';

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
 * Keeps every open staff view of requests current (queue, details, history, on site, dashboard):
 * a new request or an exit refetches them, and so does each reconnection; a decision is
 * written into the cached queue, so the tabs of a busy morning do not all read it again.
 */
export function useLiveEntryRequests(): void {
  const queryClient = useQueryClient();
  const refresh = () => invalidateEntryRequests(queryClient);
  useStaffMessage('new_entry_request', refresh);
  useStaffMessage('entry_status_changed', (message) =>
    applyStatusChange(queryClient, message.data),
  );
  useStaffMessage('entry_exited', refresh);
  useStaffReconnect(refresh);
}
