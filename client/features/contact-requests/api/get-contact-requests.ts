import { useQuery } from '@tanstack/react-query';
import type { ContactRequestList, ContactStatus } from '@shared/schemas/contact-request.schemas';
import { apiGet } from '@/lib/api-client';

export const contactRequestsKey = (status: ContactStatus | null) =>
  ['contact-requests', status] as const;

/** GET /api/contact-requests: the inquiries, newest first, optionally of one status. */
export function getContactRequests(status: ContactStatus | null, signal?: AbortSignal) {
  const query = status ? `?status=${status}` : '';
  return apiGet<ContactRequestList>(`/api/contact-requests${query}`, { signal });
}

export function useContactRequests(status: ContactStatus | null) {
  return useQuery({
    queryKey: contactRequestsKey(status),
    queryFn: ({ signal }) => getContactRequests(status, signal),
    select: (data) => data.items,
  });
}
