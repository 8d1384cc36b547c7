import { useQuery } from '@tanstack/react-query';
import { SIDEBAR_COUNTER_POLL_MS } from '@shared/constants';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type { ApprovedList } from '@shared/schemas/entry-review.schemas';
import { apiGet } from '@/lib/api-client';
import { entryRequestKeys } from '@/lib/entry-request-keys';
import { countScaffoldWorkToday, localIsoDate } from '../lib/scaffolding-count';

/** GET /api/entry-requests/approved, counted for the scaffolding badge every 30 s. */
export function useScaffoldingCount(user: Pick<SessionUser, 'role' | 'siteIds'>): number | null {
  const query = useQuery({
    queryKey: [...entryRequestKeys.all, 'shell-approved'],
    queryFn: () => apiGet<ApprovedList>('/api/entry-requests/approved'),
    select: (entries) => countScaffoldWorkToday(entries, user.siteIds, localIsoDate()),
    enabled: user.role !== 'super_admin' && user.siteIds.length > 0,
    refetchInterval: SIDEBAR_COUNTER_POLL_MS,
  });
  return query.isSuccess ? query.data : null;
}
