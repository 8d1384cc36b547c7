import type { HistoryFilters } from '@shared/schemas/entry-review.schemas';

/**
 * Query keys of the staff views of entry requests. They share one root, so a decision, an exit
 * or a real-time message refreshes every open view at once by invalidating `entryRequestKeys.all`.
 */
export const entryRequestKeys = {
  all: ['entry-requests'] as const,
  pending: () => ['entry-requests', 'pending'] as const,
  details: (id: string) => ['entry-requests', 'details', id] as const,
  history: (filters: HistoryFilters & { page: number }) =>
    ['entry-requests', 'history', filters] as const,
  onSite: (siteId: number | null) => ['entry-requests', 'on-site', siteId] as const,
  rollCalls: (siteId: number) => ['entry-requests', 'roll-calls', siteId] as const,
  rollCall: (id: number) => ['entry-requests', 'roll-call', id] as const,
  dashboard: (siteId: number | null) => ['entry-requests', 'dashboard', siteId] as const,
};
