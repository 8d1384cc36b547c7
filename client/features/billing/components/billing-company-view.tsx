import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingCompany, LedgerLine } from '@shared/schemas/billing.schemas';
import { csvHref, DataTable, formatShekels, type DataColumn } from '@/components/data-table';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { errorText } from '@/lib/api-client';
import { formatDay } from '@/lib/date-format';
import { monthCsvUrl, useBillingMonth, usePlans } from '../api/billing';
import { usePlanSummary } from '../hooks/use-plan-summary';
import { CorrectionForm } from './correction-form';
import { PlanForm } from './plan-form';

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** One company's month: its ledger lines and totals, the export, its plan and corrections. */
export function BillingCompanyView({
  company,
  onBack,
}: {
  company: BillingCompany;
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const [month, setMonth] = useState(thisMonth);
  const data = useBillingMonth(company.id, month);
  const plans = usePlans(company.id);
  const planSummary = usePlanSummary();
  const money = (agorot: number) => formatShekels(agorot, i18n.language);

  const columns: DataColumn<LedgerLine>[] = [
    {
      id: 'day',
      header: t('billing.columns.day'),
      cell: (l) => formatDay(l.day, i18n.language),
      sortValue: (l) => l.day,
    },
    {
      id: 'kind',
      header: t('billing.columns.kind'),
      cell: (l) => t(`billing.kinds.${l.kind}`),
      sortValue: (l) => l.kind,
    },
    { id: 'quantity', header: t('billing.columns.quantity'), cell: (l) => l.quantity },
    {
      id: 'amount',
      header: t('billing.columns.amount'),
      cell: (l) => money(l.amountAgorot),
      sortValue: (l) => l.amountAgorot,
    },
    { id: 'vat', header: t('billing.columns.vat'), cell: (l) => money(l.vatAgorot) },
    { id: 'reason', header: t('billing.columns.reason'), cell: (l) => <bdi>{l.reason}</bdi> },
  ];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-xl font-bold">
          {t('billing.monthTitle', { company: company.name, month })}
        </h2>
        <Button variant="secondary" onClick={onBack}>
          {t('billing.back')}
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          type="month"
          label={t('billing.month')}
          value={month}
          onChange={(event) => event.target.value && setMonth(event.target.value)}
        />
        <a
          href={csvHref(monthCsvUrl(company.id), i18n.language, { month })}
          download
          className={buttonClassName('secondary')}
        >
          {t('billing.exportMonth')}
        </a>
      </div>
      {data.isPending && <p className="text-slate-600">{t('loading', { ns: 'common' })}</p>}
      {data.isError && <Alert tone="error">{errorText(data.error, i18n.t)}</Alert>}
      {data.data && (
        <>
          <dl className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3 sm:grid-cols-4">
            <div>
              <dt className="text-sm text-slate-600">
                {t('billing.closedDays', { count: data.data.closedDays })}
              </dt>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{t('billing.totals.net')}</dt>
              <dd className="font-semibold">{money(data.data.totals.netAgorot)}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{t('billing.totals.vat')}</dt>
              <dd className="font-semibold">{money(data.data.totals.vatAgorot)}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{t('billing.totals.gross')}</dt>
              <dd className="font-semibold" data-testid="month-gross">
                {money(data.data.totals.grossAgorot)}
              </dd>
            </div>
          </dl>
          <DataTable
            caption={t('billing.monthTitle', { company: company.name, month })}
            rows={data.data.lines}
            rowKey={(l) => l.id}
            columns={columns}
            searchText={(l) => `${l.day} ${t(`billing.kinds.${l.kind}`)} ${l.reason}`}
            initialSort={{ id: 'day', descending: false }}
            pageSize={31}
          />
        </>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <PlanForm companyId={company.id} current={company.plan} />
        <CorrectionForm companyId={company.id} />
      </div>
      <section className="flex flex-col gap-2">
        <h3 className="font-semibold">{t('billing.plan.history')}</h3>
        {plans.isError && <Alert tone="error">{errorText(plans.error, i18n.t)}</Alert>}
        {plans.data && plans.data.plans.length === 0 && (
          <p className="text-sm text-slate-600">{t('billing.noPlan')}</p>
        )}
        <ul className="flex flex-col gap-1 text-sm">
          {plans.data?.plans.map((plan) => (
            <li key={plan.id}>
              {formatDay(plan.effectiveFrom, i18n.language)}: {planSummary(plan)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
