import { useQueryClient } from '@tanstack/react-query';
import { invalidatePermits } from '@/data/permits';
import { useStaffMessage, useStaffReconnect } from '@/data/staff-realtime';

/**
 * Keeps the board current for every manager of the site: a permit's move, a worker joining or a
 * check the background job found lapsed arrives as `permit_changed` (docs/realtime.md), and a
 * reconnection reads everything again.
 */
export function useLivePermits(): void {
  const client = useQueryClient();
  useStaffMessage('permit_changed', () => void invalidatePermits(client));
  useStaffReconnect(() => void invalidatePermits(client));
}
