import { useTranslation } from 'react-i18next';
import type { BillingPlan } from '@shared/schemas/billing.schemas';
import { formatShekels } from '@/components/data-table';

/** A plan in one line: the monthly base, the price per site-day and per entry. */
export function usePlanSummary() {
  const { t, i18n } = useTranslation('backoffice');
  const money = (shekels: number) => formatShekels(Math.round(shekels * 100), i18n.language);
  return (plan: BillingPlan) =>
    t('billing.planSummary', {
      base: money(plan.monthlyBase),
      siteDay: money(plan.siteDayPrice),
      entry: money(plan.entryPrice),
    });
}
