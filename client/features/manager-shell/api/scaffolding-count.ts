import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { approvedRequestsQuery } from '@/data/entry-requests';
import { countScaffoldWorkToday, localIsoDate } from '../lib/scaffolding-count';

/** The approved requests, counted for the scaffolding badge. */
export function useScaffoldingCount(user: Pick<SessionUser, 'role' | 'siteIds'>): number | null {
  const query = useQuery({
    ...approvedRequestsQuery(),
    select: (entries) => countScaffoldWorkToday(entries, user.siteIds, localIsoDate()),
    enabled: user.role !== 'super_admin' && user.siteIds.length > 0,
  });
  return query.isSuccess ? query.data : null;
}
