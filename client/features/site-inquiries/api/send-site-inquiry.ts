import { useMutation } from '@tanstack/react-query';
import type { SiteInquiryBody } from '@shared/schemas/site-inquiry.schemas';
import { apiSend } from '@/lib/api-client';

/** POST /api/sites/code/:code/inquiries: public, rate limited per address and per site. */
export function useSendSiteInquiry(siteCode: string) {
  return useMutation({
    mutationFn: (body: SiteInquiryBody) =>
      apiSend<{ success: true }>(
        'POST',
        `/api/sites/code/${encodeURIComponent(siteCode)}/inquiries`,
        body,
      ),
  });
}
