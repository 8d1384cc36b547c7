import { useQuery } from '@tanstack/react-query';
import type { RollCall } from '@shared/schemas/on-site.schemas';
import { apiGet } from '@/lib/api-client';
import { entryRequestKeys } from '@/data/entry-requests';

/** Several people tick the same roll call from their phones; each sees the others within 5 s. */
export const ROLL_CALL_REFRESH_MS = 5000;

/** GET /api/roll-calls/{id}: who is safe and who is missing. */
export function getRollCall(id: number, signal?: AbortSignal): Promise<RollCall> {
  return apiGet<RollCall>(`/api/roll-calls/${id}`, { signal });
}

export function useRollCall(id: number) {
  return useQuery({
    queryKey: entryRequestKeys.rollCall(id),
    queryFn: ({ signal }) => getRollCall(id, signal),
    staleTime: 0,
    refetchInterval: ROLL_CALL_REFRESH_MS,
  });
}

/** GET /api/roll-calls/{id}/export.csv, headings in the interface language. */
export function rollCallExportUrl(id: number, language: string): string {
  return `/api/roll-calls/${id}/export.csv?lang=${encodeURIComponent(language)}`;
}
