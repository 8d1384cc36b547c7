import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BillingCompanyList,
  BillingCorrectionBody,
  BillingMonth,
  BillingPlan,
  BillingPlanBody,
} from '@shared/schemas/billing.schemas';
import { apiGet, apiSend } from '@/lib/api-client';

const billingKey = ['billing'] as const;
const companyUrl = (id: number) => `/api/admin/billing/companies/${id}`;

export function useBillingCompanies() {
  return useQuery({
    queryKey: [...billingKey, 'companies'],
    queryFn: ({ signal }) => apiGet<BillingCompanyList>('/api/admin/billing/companies', { signal }),
  });
}

export function useBillingMonth(companyId: number, month: string) {
  return useQuery({
    queryKey: [...billingKey, companyId, 'month', month],
    queryFn: ({ signal }) =>
      apiGet<BillingMonth>(`${companyUrl(companyId)}/month?month=${month}`, { signal }),
  });
}

export function usePlans(companyId: number) {
  return useQuery({
    queryKey: [...billingKey, companyId, 'plans'],
    queryFn: ({ signal }) =>
      apiGet<{ plans: BillingPlan[] }>(`${companyUrl(companyId)}/plans`, { signal }),
  });
}

function useRefreshBilling() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: billingKey });
}

export function useSetPlan(companyId: number) {
  const onSuccess = useRefreshBilling();
  return useMutation({
    mutationFn: (body: BillingPlanBody) =>
      apiSend<BillingPlan>('POST', `${companyUrl(companyId)}/plans`, body),
    onSuccess,
  });
}

export function useAddCorrection(companyId: number) {
  const onSuccess = useRefreshBilling();
  return useMutation({
    mutationFn: (body: BillingCorrectionBody) =>
      apiSend<BillingMonth>('POST', `${companyUrl(companyId)}/corrections`, body),
    onSuccess,
  });
}

export function useCloseDays() {
  const onSuccess = useRefreshBilling();
  return useMutation({
    mutationFn: () => apiSend<{ closedDays: number }>('POST', '/api/admin/billing/close-days', {}),
    onSuccess,
  });
}

export const monthCsvUrl = (companyId: number) => `${companyUrl(companyId)}/month.csv`;
