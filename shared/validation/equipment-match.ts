import type { EquipmentItem } from '../schemas/site.schemas';

/**
 * Finds the typed scaffold or platform number in the company's list:
 * case-insensitive, on value or label, a partial match counts. An exact value wins over a
 * partial one so that "P-1" finds P-1 and not P-10.
 */
export function matchEquipment<Item extends Pick<EquipmentItem, 'value' | 'label'>>(
  items: readonly Item[],
  typed: string,
): Item | null {
  const query = typed.trim().toLowerCase();
  if (!query) return null;
  const exact = items.find(
    (i) => i.value.toLowerCase() === query || i.label.toLowerCase() === query,
  );
  if (exact) return exact;
  return (
    items.find(
      (i) => i.value.toLowerCase().includes(query) || i.label.toLowerCase().includes(query),
    ) ?? null
  );
}
