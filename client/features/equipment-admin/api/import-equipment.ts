import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EquipmentImportResult } from '@shared/schemas/equipment-admin.schemas';
import { invalidateEquipment } from '@/data/equipment';
import { apiSend } from '@/lib/api-client';

/** POST /api/equipment/import: all rows or none; a refusal lists each bad row. */
export function importEquipment(csv: string): Promise<EquipmentImportResult> {
  return apiSend<EquipmentImportResult>('POST', '/api/equipment/import', { csv });
}

export function useImportEquipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importEquipment,
    onSuccess: () => invalidateEquipment(queryClient),
  });
}
