import { useQuery } from '@tanstack/react-query';
import { rollCallsQuery } from '@/data/on-site';

export function useRollCalls(siteId: number) {
  return useQuery({ ...rollCallsQuery(siteId), select: (data) => data.rollCalls });
}
