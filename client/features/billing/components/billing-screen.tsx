import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingCompany } from '@shared/schemas/billing.schemas';
import { DataTable, formatShekels, type DataColumn } from '@/components/data-table';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/api-client';
import { formatDay } from '@/lib/date-format';
import { useBillingCompanies, useCloseDays } from '../api/billing';
import { BillingCompanyView } from './billing-company-view';
import { usePlanSummary } from '../hooks/use-plan-summary';

/** Daily billing: every company's plan and month so far; one company's month on a click. */
export function BillingScreen() {
  const { t, i18n } = useTranslation('backoffice');
  const companies = useBillingCompanies();
  const close = useCloseDays();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const planSummary = usePlanSummary();

  if (openId !== null && companies.data) {
    const company = companies.data.companies.find((c) => c.id === openId);
    if (company) {
      return <BillingCompanyView company={company} onBack={() => setOpenId(null)} />;
    }
  }
  if (companies.isPending) {
    return <p className="text-slate-600">{t('loading', { ns: 'common' })}</p>;
  }
  if (companies.isError) return <Alert tone="error">{errorText(companies.error, i18n.t)}</Alert>;

  const columns: DataColumn<BillingCompany>[] = [
    {
      id: 'name',
      header: t('billing.columns.company'),
      cell: (c) => (
        <Button variant="secondary" className="min-h-9 px-3" onClick={() => setOpenId(c.id)}>
          <bdi>{c.name}</bdi>
        </Button>
      ),
      sortValue: (c) => c.name,
    },
    {
      id: 'plan',
      header: t('billing.columns.plan'),
      cell: (c) => (c.plan ? planSummary(c.plan) : t('billing.noPlan')),
      sortValue: (c) => c.plan?.monthlyBase ?? null,
    },
    {
      id: 'lastClosed',
      header: t('billing.columns.lastClosed'),
      cell: (c) => (c.lastClosedDay ? formatDay(c.lastClosedDay, i18n.language) : ''),
      sortValue: (c) => c.lastClosedDay,
    },
    {
      id: 'monthNet',
      header: t('billing.columns.monthNet'),
      cell: (c) => formatShekels(c.monthNetAgorot, i18n.language),
      sortValue: (c) => c.monthNetAgorot,
    },
  ];

  return (
    <div className="flex flex-col gap-3">
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <DataTable
        caption={t('titles.dailyBilling')}
        rows={companies.data.companies}
        rowKey={(c) => c.id}
        columns={columns}
        searchText={(c) => c.name}
        initialSort={{ id: 'name', descending: false }}
        toolbar={
          <Button
            variant="secondary"
            disabled={close.isPending}
            onClick={() =>
              close.mutate(undefined, {
                onSuccess: ({ closedDays }) =>
                  setNotice({
                    tone: 'success',
                    text: t('billing.closedNow', { count: closedDays }),
                  }),
                onError: (error) => setNotice({ tone: 'error', text: errorText(error, i18n.t) }),
              })
            }
          >
            {t('billing.closeNow')}
          </Button>
        }
      />
    </div>
  );
}
