import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EquipmentSettings,
  EquipmentSettingsView,
} from '@shared/schemas/equipment-admin.schemas';
import { equipmentSettingsQuery, setEquipmentSettings } from '@/data/equipment';
import { apiSend } from '@/lib/api-client';

export function useEquipmentSettings() {
  return useQuery(equipmentSettingsQuery());
}

/** PUT /api/equipment/settings (admins). */
export function saveEquipmentSettings(body: EquipmentSettings) {
  return apiSend<EquipmentSettingsView>('PUT', '/api/equipment/settings', body);
}

export function useSaveEquipmentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEquipmentSettings,
    onSuccess: (saved) => setEquipmentSettings(queryClient, saved),
  });
}
