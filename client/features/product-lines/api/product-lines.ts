import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductLine } from '@shared/constants';
import type {
  ProductLineCompany,
  ProductLineCompanyList,
} from '@shared/schemas/product-lines.schemas';
import { apiGet, apiSend } from '@/lib/api-client';

const key = ['product-lines'] as const;

export function useProductLineCompanies() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiGet<ProductLineCompanyList>('/api/admin/product-lines/companies', { signal }),
  });
}

export function useSetProductLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, productLines }: { id: number; productLines: ProductLine[] }) =>
      apiSend<ProductLineCompany>('PUT', `/api/admin/companies/${id}/product-lines`, {
        productLines,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export const lineCsvUrl = (line: ProductLine) => `/api/admin/product-lines/${line}/export.csv`;
