import { useQuery } from '@tanstack/react-query';
import { managedSitesQuery } from '@/data/managed-sites';

export function useManagedSites() {
  return useQuery({ ...managedSitesQuery(), select: (data) => data.sites });
}
