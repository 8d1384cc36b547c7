import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  type QueryClient,
} from '@tanstack/react-query';
import { SIDEBAR_COUNTER_POLL_MS } from '@shared/constants';
import type {
  EquipmentKind,
  EquipmentPageQuery,
  EquipmentSummary,
  EquipmentSettingsView,
  ManagedEquipmentList,
} from '@shared/schemas/equipment-admin.schemas';
import { apiGet } from '@/lib/api-client';

const equipmentKey = ['managed-equipment'] as const;
const equipmentSettingsKey = ['equipment-settings'] as const;

/** What a screen asks of the list: every filter but the company and the cursor. */
export type EquipmentFilter = Omit<EquipmentPageQuery, 'companyId' | 'cursor'>;

/**
 * GET /api/equipment: the company's scaffolds and lifting platforms matching the filter, a page
 * at a time, with inspection warnings and who works on each today.
 * Who is working changes all day; the shell's counters refresh at the same pace, and a refetch
 * reads every loaded page again from the first. A new filter keeps the last answer on screen
 * until its own arrives.
 */
export function equipmentQuery(filter: EquipmentFilter = {}) {
  return infiniteQueryOptions({
    queryKey: [...equipmentKey, filter],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(filter)) {
        if (value !== undefined && value !== '') params.set(name, String(value));
      }
      if (pageParam !== null) params.set('cursor', String(pageParam));
      const query = params.toString();
      return apiGet<ManagedEquipmentList>(`/api/equipment${query ? `?${query}` : ''}`, { signal });
    },
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
    refetchInterval: SIDEBAR_COUNTER_POLL_MS,
    staleTime: 0,
  });
}

/** GET /api/equipment/summary: the counts of the list's tabs and filters, at the list's pace. */
export function equipmentSummaryQuery(kind: EquipmentKind) {
  return queryOptions({
    queryKey: [...equipmentKey, 'summary', kind],
    queryFn: ({ signal }) =>
      apiGet<EquipmentSummary>(`/api/equipment/summary?kind=${kind}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: SIDEBAR_COUNTER_POLL_MS,
    staleTime: 0,
  });
}

/** GET /api/equipment/settings: the inspection interval and whether a number is required. */
export function equipmentSettingsQuery() {
  return queryOptions({
    queryKey: equipmentSettingsKey,
    queryFn: ({ signal }) => apiGet<EquipmentSettingsView>('/api/equipment/settings', { signal }),
  });
}

/** After an item, an import or the settings changed: the list (and its warnings) reads afresh. */
export function invalidateEquipment(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: equipmentKey });
}

/** The settings as the server saved them; the list's warnings depend on them. */
export function setEquipmentSettings(client: QueryClient, saved: EquipmentSettingsView): Promise<void> {
  client.setQueryData(equipmentSettingsKey, saved);
  return invalidateEquipment(client);
}
