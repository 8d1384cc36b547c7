import { useQuery } from '@tanstack/react-query';
import type { EquipmentResponse } from '@shared/schemas/site.schemas';
import { apiGet } from '@/lib/api-client';

/** GET /api/companies/{id}/equipment: the company's active scaffolds and lifting platforms. */
export function fetchEquipment(
  companyId: number,
  signal?: AbortSignal,
): Promise<EquipmentResponse> {
  return apiGet(`/api/companies/${companyId}/equipment`, { signal });
}

/** Loaded only for a form that asks for a scaffold or platform number. */
export function useEquipmentQuery(companyId: number | null, isNeeded: boolean) {
  return useQuery({
    queryKey: ['entry-form', 'equipment', companyId],
    queryFn: ({ signal }) => fetchEquipment(companyId ?? 0, signal),
    enabled: isNeeded && companyId !== null,
  });
}
