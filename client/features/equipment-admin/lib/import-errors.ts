import type { ImportRowError } from '@shared/schemas/equipment-admin.schemas';
import { ApiClientError } from '@/lib/api-client';

/**
 * The rows a refused import names: its details are keyed "line:column" (line 1 is the header)
 * in the file's order.
 */
export function rowErrorsOf(error: unknown): ImportRowError[] {
  if (!(error instanceof ApiClientError) || error.code !== 'IMPORT_INVALID') return [];
  return Object.entries(error.details ?? {}).map(([key, message]) => {
    const [row = '', column = ''] = key.split(':');
    return { row: Number(row), column, message };
  });
}
