import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { HISTORY_PAGE_SIZE, type HistoryPage } from '@shared/schemas/entry-review.schemas';
import { apiGet } from '@/lib/api-client';
import { entryRequestKeys } from '@/data/entry-requests';
import { historyParams, type HistoryState } from '../lib/history-search';

/** GET /api/entry-requests: the history, newest first, one page. */
export function getHistory(state: HistoryState, signal?: AbortSignal): Promise<HistoryPage> {
  const params = historyParams(state);
  params.set('page', String(state.page));
  params.set('pageSize', String(HISTORY_PAGE_SIZE));
  return apiGet<HistoryPage>(`/api/entry-requests?${params.toString()}`, { signal });
}

/** The page on screen stays while the next one loads, so paging does not flash empty. */
export function useHistory(state: HistoryState) {
  return useQuery({
    queryKey: entryRequestKeys.history(state),
    queryFn: ({ signal }) => getHistory(state, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
