import { useQueryClient } from '@tanstack/react-query';
import { STAFF_REREAD_SPREAD_MS } from '@shared/constants';
import { invalidatePermitCounts } from '@/data/permits';
import { useStaffMessage, useStaffReconnect } from '@/data/staff-realtime';

/**
 * Keeps the menu's count of live permits current on every screen: a permit of the user's sites
 * that changes state (a move, the watch's suspension or expiry) arrives as `permit_changed`, and
 * the count is read again at a random moment within STAFF_REREAD_SPREAD_MS, as the other views
 * do (decision 042), and after a reconnection.
 */
export function LivePermitCounts(): null {
  const client = useQueryClient();
  const rereadSoon = () => {
    setTimeout(() => void invalidatePermitCounts(client), Math.random() * STAFF_REREAD_SPREAD_MS);
  };
  useStaffMessage('permit_changed', rereadSoon);
  useStaffReconnect(rereadSoon);
  return null;
}
