import { useQuery } from '@tanstack/react-query';
import { waitTimesQuery } from '@/data/wait-times';

/** Only for a user of a company: the super admin's figures are per company he names. */
export function useWaitTimes(enabled: boolean) {
  return useQuery(waitTimesQuery(enabled));
}
