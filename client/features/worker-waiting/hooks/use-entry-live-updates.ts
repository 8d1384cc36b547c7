import { useEffect, useEffectEvent, useState } from 'react';
import { RealtimeClient } from '@/lib/realtime-client';

interface LiveUpdatesOptions {
  /** False once nothing more can arrive (a final status, an expired page): the socket closes. */
  isEnabled: boolean;
  /**
   * Called when the page's copy may be out of date: this request's status changed, or the
   * socket (re)subscribed after a gap in which messages may have been missed (NOTIFY has no
   * replay). The page reads the request again at once.
   */
  onStatusChange: () => void;
}

/**
 * Follows one request over /ws (docs/realtime.md): subscribes on every open, so a reconnect
 * resubscribes, and reports safety_manager_coming, approval and rejection messages for this
 * request only. After connection_timeout (the server's 8-hour cut) it stops and says so, and the
 * page asks the worker to refresh.
 */
export function useEntryLiveUpdates(
  entryId: string,
  { isEnabled, onStatusChange }: LiveUpdatesOptions,
): { isTimedOut: boolean } {
  const [isTimedOut, setIsTimedOut] = useState(false);
  const notify = useEffectEvent((changedId: string) => {
    if (changedId === entryId) onStatusChange();
  });

  useEffect(() => {
    if (!isEnabled || isTimedOut) return;
    const client = new RealtimeClient();
    client.onOpen(() => client.send({ type: 'subscribe', entryId }));
    client.onMessage('safety_manager_coming', (message) => notify(message.data.entryId));
    client.onMessage('approval', (message) => notify(message.data.entryId));
    client.onMessage('rejection', (message) => notify(message.data.entryId));
    client.onMessage('subscribed', (message) => notify(message.data.entryId));
    client.onMessage('connection_timeout', () => {
      client.close();
      setIsTimedOut(true);
    });
    client.connect();
    return () => client.close();
  }, [entryId, isEnabled, isTimedOut]);

  return { isTimedOut };
}
