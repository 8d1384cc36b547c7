import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  SiteInquiry,
  SiteInquiryStatus,
  SiteInquiryUpdateBody,
} from '@shared/schemas/site-inquiry.schemas';
import { apiGet, apiSend } from '@/lib/api-client';

/** GET /api/site-inquiries: the messages to the user's sites, newest first. */
export function siteInquiriesQuery(status: SiteInquiryStatus | '') {
  const query = status ? `?status=${status}` : '';
  return queryOptions({
    queryKey: ['site-inquiries', status] as const,
    queryFn: ({ signal }) =>
      apiGet<{ inquiries: SiteInquiry[] }>(`/api/site-inquiries${query}`, { signal }),
  });
}

/** PATCH /api/site-inquiries/:id: a new status or notes; every list of them is read again. */
export function useUpdateSiteInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: SiteInquiryUpdateBody & { id: number }) =>
      apiSend<SiteInquiry>('PATCH', `/api/site-inquiries/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['site-inquiries'] }),
  });
}
