import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { SIDEBAR_COUNTER_POLL_MS } from '@shared/constants';
import type {
  EquipmentSettingsView,
  ManagedEquipmentList,
} from '@shared/schemas/equipment-admin.schemas';
import { apiGet } from '@/lib/api-client';

const equipmentKey = ['managed-equipment'] as const;
const equipmentSettingsKey = ['equipment-settings'] as const;

/**
 * GET /api/equipment: the company's scaffolds and lifting platforms, with inspection warnings and
 * who works on each today. Who is working changes all day; the shell's counters refresh at the
 * same pace.
 */
export function equipmentQuery() {
  return queryOptions({
    queryKey: equipmentKey,
    queryFn: ({ signal }) => apiGet<ManagedEquipmentList>('/api/equipment', { signal }),
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
