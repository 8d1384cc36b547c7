import { useQuery } from '@tanstack/react-query';
import { managedUsersQuery } from '@/data/users';

export function useUsers() {
  return useQuery(managedUsersQuery());
}
