import type { EquipmentKind } from '@shared/schemas/equipment-admin.schemas';

export function exportUrl(kind?: EquipmentKind) {
  return kind ? `/api/equipment/export?kind=${kind}` : '/api/equipment/export';
}
