import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedSite, PageSettingsBody } from '@shared/schemas/site-admin.schemas';
import { invalidateManagedSites } from '@/data/managed-sites';
import { apiSend } from '@/lib/api-client';

/** PUT /api/sites/{id}/page-settings: the header, regulations and video of the entry page. */
export function savePageSettings(input: { siteId: number; body: PageSettingsBody }) {
  return apiSend<ManagedSite>('PUT', `/api/sites/${input.siteId}/page-settings`, input.body);
}

export function useSavePageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePageSettings,
    // The site list (and with it the settings shown) comes from GET /api/sites.
    onSuccess: () => invalidateManagedSites(queryClient),
  });
}
