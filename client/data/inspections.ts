import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { SIDEBAR_COUNTER_POLL_MS } from '@shared/constants';
import type {
  Checklist,
  EquipmentInspections,
  InspectionSettings,
  InspectionSummary,
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

/** After an inspection, a weather mark, a stoppage or a change: every state reads afresh. */
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

/** GET /api/inspections/checklists/{kind}: the company's checklist, or the product's default. */
export function checklistQuery(kind: 'scaffold' | 'platform') {
  return queryOptions({
    queryKey: [...inspectionsKey, 'checklist', kind],
    queryFn: ({ signal }) => apiGet<Checklist>(`/api/inspections/checklists/${kind}`, { signal }),
  });
}

export interface Qualification {
  userId: number;
  name: string;
  role: string;
  kinds: ('scaffold' | 'platform')[];
}

/** GET /api/inspections/qualifications: the company's staff and the kinds each may inspect. */
export function qualificationsQuery() {
  return queryOptions({
    queryKey: [...inspectionsKey, 'qualifications'],
    queryFn: ({ signal }) =>
      apiGet<{ users: Qualification[] }>('/api/inspections/qualifications', { signal }),
  });
}

/** GET /api/inspections/settings: the company's intervals, the law's until it shortens them. */
export function inspectionSettingsQuery() {
  return queryOptions({
    queryKey: [...inspectionsKey, 'settings'],
    queryFn: ({ signal }) => apiGet<InspectionSettings>('/api/inspections/settings', { signal }),
  });
}

/**
 * GET /api/inspections/summary: the items on one site or on every site in scope, counted by
 * state. The menu's reminder polls it as the other badges poll theirs.
 */
export function inspectionSummaryQuery(siteId: number | null) {
  const search = siteId === null ? '' : `?siteId=${siteId}`;
  return queryOptions({
    queryKey: [...inspectionsKey, 'summary', siteId],
    queryFn: ({ signal }) =>
      apiGet<InspectionSummary>(`/api/inspections/summary${search}`, { signal }),
    refetchInterval: SIDEBAR_COUNTER_POLL_MS,
  });
}
