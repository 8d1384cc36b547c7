import type { EquipmentKind, ManagedEquipment } from '@shared/schemas/equipment-admin.schemas';

/** Items of a kind matching a search on number, label, site or location, warnings first. */
export function visibleItems(items: ManagedEquipment[], kind: EquipmentKind, search: string) {
  const query = search.trim().toLowerCase();
  const rank = { overdue: 0, due_soon: 1, ok: 2, unscheduled: 3 } as const;
  return items
    .filter((item) => item.kind === kind)
    .filter(
      (item) =>
        !query ||
        [item.number, item.label, item.siteName ?? '', item.location].some((text) =>
          text.toLowerCase().includes(query),
        ),
    )
    .sort(
      (a, b) =>
        Number(a.status === 'inactive') - Number(b.status === 'inactive') ||
        rank[a.inspectionState] - rank[b.inspectionState] ||
        a.number.localeCompare(b.number, undefined, { numeric: true }),
    );
}

/** Active items whose inspection is overdue or due within the warning days. */
export function inspectionWarnings(items: ManagedEquipment[]) {
  const active = items.filter((item) => item.status === 'active');
  return {
    overdue: active.filter((item) => item.inspectionState === 'overdue'),
    dueSoon: active.filter((item) => item.inspectionState === 'due_soon'),
  };
}

export function exportUrl(kind?: EquipmentKind) {
  return kind ? `/api/equipment/export?kind=${kind}` : '/api/equipment/export';
}
