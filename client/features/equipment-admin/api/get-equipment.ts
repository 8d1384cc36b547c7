import { useInfiniteQuery } from '@tanstack/react-query';
import { equipmentQuery, type EquipmentFilter } from '@/data/equipment';

export function useEquipment(filter: EquipmentFilter) {
  return useInfiniteQuery(equipmentQuery(filter));
}
