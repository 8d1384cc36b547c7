import { useQuery } from '@tanstack/react-query';
import { pendingRequestsQuery } from '@/data/entry-requests';

/** The queue: the user's waiting requests, oldest first. */
export function usePendingRequests() {
  return useQuery({ ...pendingRequestsQuery(), select: (data) => data.requests });
}
