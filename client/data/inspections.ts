import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  EquipmentInspections,
  PublicTag,
  Register,
} from '@shared/schemas/inspection.schemas';
import { apiGet } from '@/lib/api-client';

const inspectionsKey = ['inspections'] as const;

/** GET /api/inspections/tags/{token}: what a tag shows anybody, signed in or not. */
export function publicTagQuery(token: string) {
  return queryOptions({
    queryKey: [...inspectionsKey, 'tag', token],
    queryFn: ({ signal }) =>
      apiGet<PublicTag>(`/api/inspections/tags/${encodeURIComponent(token)}`, { signal }),
  });
}

/**
 * GET /api/inspections/tags/{token}/staff: the item behind the tag for its company's staff; an
 * anonymous scan answers 401 and the page simply offers nothing more.
 */
export function staffTagQuery(token: string) {
  return queryOptions({
    queryKey: [...inspectionsKey, 'tag', token, 'staff'],
    queryFn: ({ signal }) =>
      apiGet<{ equipmentId: number; canInspect: boolean }>(
        `/api/inspections/tags/${encodeURIComponent(token)}/staff`,
        { signal },
      ),
    retry: false,
  });
}

/** GET /api/inspections/equipment/{id}: the item, its state, checklist and records. */
export function itemInspectionsQuery(id: number) {
  return queryOptions({
    queryKey: [...inspectionsKey, 'item', id],
    queryFn: ({ signal }) =>
      apiGet<EquipmentInspections>(`/api/inspections/equipment/${id}`, { signal }),
  });
}

/** After an inspection or a weather mark: every state on screen reads afresh. */
export async function invalidateInspections(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: inspectionsKey }),
    client.invalidateQueries({ queryKey: ['managed-equipment'] }),
  ]);
}

/** GET /api/inspections/register: a site's general register for a range of days. */
export function registerQuery(query: { siteId: number; from: string; to: string }) {
  const search = new URLSearchParams({
    siteId: String(query.siteId),
    from: query.from,
    to: query.to,
  });
  return queryOptions({
    queryKey: [...inspectionsKey, 'register', query],
    queryFn: ({ signal }) => apiGet<Register>(`/api/inspections/register?${search}`, { signal }),
  });
}
