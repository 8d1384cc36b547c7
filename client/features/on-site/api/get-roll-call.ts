import { useQuery } from '@tanstack/react-query';
import { rollCallQuery } from '@/data/on-site';

export function useRollCall(id: number) {
  return useQuery(rollCallQuery(id));
}

/** GET /api/roll-calls/{id}/export.csv, headings in the interface language. */
export function rollCallExportUrl(id: number, language: string): string {
  return `/api/roll-calls/${id}/export.csv?lang=${encodeURIComponent(language)}`;
}
