import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  EquipmentBody,
  EquipmentUpdateBody,
  ManagedEquipment,
} from '@shared/schemas/equipment-admin.schemas';
import { invalidateEquipment } from '@/data/equipment';
import { apiSend } from '@/lib/api-client';

export type SaveEquipmentInput =
  { id: null; body: EquipmentBody } | { id: number; body: EquipmentUpdateBody };

/** POST /api/equipment, or PATCH /api/equipment/{id}. */
export function saveEquipment(input: SaveEquipmentInput): Promise<ManagedEquipment> {
  return input.id === null
    ? apiSend<ManagedEquipment>('POST', '/api/equipment', input.body)
    : apiSend<ManagedEquipment>('PATCH', `/api/equipment/${input.id}`, input.body);
}

export function useSaveEquipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEquipment,
    onSuccess: () => invalidateEquipment(queryClient),
  });
}
