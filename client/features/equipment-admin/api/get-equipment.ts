import { useQuery } from '@tanstack/react-query';
import { SIDEBAR_COUNTER_POLL_MS } from '@shared/constants';
import type { ManagedEquipmentList } from '@shared/schemas/equipment-admin.schemas';
import { apiGet } from '@/lib/api-client';

export const equipmentKey = ['managed-equipment'] as const;

/** GET /api/equipment: items with inspection warnings and who works on each today. */
export function getEquipment(signal?: AbortSignal): Promise<ManagedEquipmentList> {
  return apiGet<ManagedEquipmentList>('/api/equipment', { signal });
}

export function useEquipment() {
  return useQuery({
    queryKey: equipmentKey,
    queryFn: ({ signal }) => getEquipment(signal),
    // Who is working changes all day; the shell's own counter refreshes at the same pace.
    refetchInterval: SIDEBAR_COUNTER_POLL_MS,
    staleTime: 0,
  });
}
