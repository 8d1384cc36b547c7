import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EquipmentSettings } from '@shared/schemas/equipment-admin.schemas';
import { apiGet, apiSend } from '@/lib/api-client';
import { equipmentKey } from './get-equipment';

export const equipmentSettingsKey = ['equipment-settings'] as const;

/** GET /api/equipment/settings: the inspection interval and whether a number is required. */
export function getEquipmentSettings(signal?: AbortSignal) {
  return apiGet<EquipmentSettings>('/api/equipment/settings', { signal });
}

export function useEquipmentSettings() {
  return useQuery({
    queryKey: equipmentSettingsKey,
    queryFn: ({ signal }) => getEquipmentSettings(signal),
  });
}

/** PUT /api/equipment/settings (admins). */
export function saveEquipmentSettings(body: EquipmentSettings) {
  return apiSend<EquipmentSettings>('PUT', '/api/equipment/settings', body);
}

export function useSaveEquipmentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEquipmentSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(equipmentSettingsKey, saved);
      return queryClient.invalidateQueries({ queryKey: equipmentKey });
    },
  });
}
