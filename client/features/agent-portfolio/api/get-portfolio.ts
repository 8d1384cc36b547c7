import { useQuery } from '@tanstack/react-query';
import type { Portfolio } from '@shared/schemas/sales-agents.schemas';
import { apiGet } from '@/lib/api-client';

/** GET /api/agent/portfolio: the signed-in agent's own companies, commission and leads. */
export function usePortfolio() {
  return useQuery({
    queryKey: ['agent', 'portfolio'],
    queryFn: ({ signal }) => apiGet<Portfolio>('/api/agent/portfolio', { signal }),
  });
}
