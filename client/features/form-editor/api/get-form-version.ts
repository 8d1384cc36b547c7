import type { FormVersion } from '@shared/schemas/entry-form-versions.schemas';
import { apiGet } from '@/lib/api-client';

/** GET /api/sites/{id}/entry-form/versions/{version}: an old version's fields, to restore. */
export function getFormVersion(siteId: number, version: number): Promise<FormVersion> {
  return apiGet<FormVersion>(`/api/sites/${siteId}/entry-form/versions/${version}`);
}
