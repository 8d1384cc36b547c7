import { useQuery } from '@tanstack/react-query';
import { dashboardQuery } from '@/data/dashboard';

export function useDashboard(siteId: number | null) {
  return useQuery(dashboardQuery(siteId));
}
