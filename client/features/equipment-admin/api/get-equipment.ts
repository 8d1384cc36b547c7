import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { EquipmentKind } from '@shared/schemas/equipment-admin.schemas';
import { equipmentQuery, equipmentSummaryQuery, type EquipmentFilter } from '@/data/equipment';

export function useEquipment(filter: EquipmentFilter) {
  return useInfiniteQuery(equipmentQuery(filter));
}

export function useEquipmentSummary(kind: EquipmentKind) {
  return useQuery(equipmentSummaryQuery(kind));
}
