import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ManagedSite,
  SiteCreateBody,
  SiteUpdateBody,
} from '@shared/schemas/site-admin.schemas';
import { apiSend } from '@/lib/api-client';
import { invalidateManagedSites } from '@/data/managed-sites';

/** POST /api/sites, or PATCH /api/sites/{id} when the site exists. */
export function saveSite(input: { id: number | null; body: SiteCreateBody | SiteUpdateBody }) {
  return input.id === null
    ? apiSend<ManagedSite>('POST', '/api/sites', input.body)
    : apiSend<ManagedSite>('PATCH', `/api/sites/${input.id}`, input.body);
}

export function useSaveSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSite,
    onSuccess: () => invalidateManagedSites(queryClient),
  });
}
