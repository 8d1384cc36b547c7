import { useQuery } from '@tanstack/react-query';
import { equipmentQuery } from '@/data/equipment';

export function useEquipment() {
  return useQuery(equipmentQuery());
}
