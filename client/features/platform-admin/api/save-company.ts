import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CompanyCreateBody,
  PlatformCompany,
  PlatformCompanyBody,
} from '@shared/schemas/platform-admin';
import { invalidatePlatformCompanies } from '@/data/platform-companies';
import { apiSend } from '@/lib/api-client';

/** POST /api/admin/companies: the company and its first admin, together. */
export function createCompany(body: CompanyCreateBody): Promise<PlatformCompany> {
  return apiSend<PlatformCompany>('POST', '/api/admin/companies', body);
}

/** PUT /api/admin/companies/{id}: the company's details. */
export function updateCompany(id: number, body: PlatformCompanyBody): Promise<PlatformCompany> {
  return apiSend<PlatformCompany>('PUT', `/api/admin/companies/${id}`, body);
}

/** PUT /api/admin/companies/{id}/status: deactivate or reactivate. */
export function setCompanyActive(id: number, isActive: boolean): Promise<PlatformCompany> {
  return apiSend<PlatformCompany>('PUT', `/api/admin/companies/${id}/status`, { isActive });
}

/** Lists and cards show the change as soon as it is saved. */
function useRefreshCompanies() {
  const queryClient = useQueryClient();
  return () => invalidatePlatformCompanies(queryClient);
}

export function useCreateCompany() {
  const onSuccess = useRefreshCompanies();
  return useMutation({ mutationFn: createCompany, onSuccess });
}

export function useUpdateCompany() {
  const onSuccess = useRefreshCompanies();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PlatformCompanyBody }) =>
      updateCompany(id, body),
    onSuccess,
  });
}

export function useSetCompanyActive() {
  const onSuccess = useRefreshCompanies();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      setCompanyActive(id, isActive),
    onSuccess,
  });
}
