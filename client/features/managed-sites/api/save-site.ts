import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ManagedSite,
  SiteCreateBody,
  SiteUpdateBody,
} from '@shared/schemas/site-admin.schemas';
import { apiSend } from '@/lib/api-client';
import { inductionSettingsKey, saveInductionSettings } from '@/data/inductions';
import { invalidateManagedSites } from '@/data/managed-sites';

interface SaveSiteInput {
  id: number | null;
  body: SiteCreateBody | SiteUpdateBody;
  /** The site's induction period when it changed (null: every visit); undefined leaves it. */
  validityDays?: number | null;
}

/** POST /api/sites, or PATCH /api/sites/{id} when the site exists. */
function saveSite(input: SaveSiteInput) {
  return input.id === null
    ? apiSend<ManagedSite>('POST', '/api/sites', input.body)
    : apiSend<ManagedSite>('PATCH', `/api/sites/${input.id}`, input.body);
}

/**
 * Saves the site, then its induction period through the inductions' own call
 * (PUT /api/sites/{id}/induction-settings), which holds the period's rules and audit.
 */
export function useSaveSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveSiteInput) => {
      const site = await saveSite(input);
      if (input.validityDays !== undefined) {
        const settings = await saveInductionSettings(site.id, { validityDays: input.validityDays });
        queryClient.setQueryData(inductionSettingsKey(site.id), settings);
      }
      return site;
    },
    onSettled: () => invalidateManagedSites(queryClient),
  });
}
