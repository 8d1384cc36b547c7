import { useQuery } from '@tanstack/react-query';
import type { CustomerFacts } from '@shared/schemas/customer-card.schemas';
import { apiGet } from '@/lib/api-client';

/** GET /api/admin/customer-card/{id}: agent, plan, billing, leads and timeline of a company. */
export function useCustomerFacts(companyId: number) {
  return useQuery({
    queryKey: ['customer-card', companyId],
    queryFn: ({ signal }) =>
      apiGet<CustomerFacts>(`/api/admin/customer-card/${companyId}`, { signal }),
  });
}
