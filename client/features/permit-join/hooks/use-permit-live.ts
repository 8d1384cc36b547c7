import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invalidatePermits } from '@/data/permits';
import { RealtimeClient } from '@/lib/realtime-client';

/**
 * Follows the worker's own request over /ws, as his waiting page does, and reads his permits
 * again when one of them changes (started, suspended by a lapsed check, closed) or after a
 * reconnection.
 */
export function usePermitLive(entryId: string | null): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!entryId) return;
    const socket = new RealtimeClient();
    socket.onOpen(() => socket.send({ type: 'subscribe', entryId }));
    socket.onMessage('permit_changed', () => void invalidatePermits(client));
    socket.onMessage('subscribed', () => void invalidatePermits(client));
    socket.connect();
    return () => socket.close();
  }, [client, entryId]);
}
