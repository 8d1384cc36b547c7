import { useTranslation } from 'react-i18next';
import type { PortfolioCompany } from '@shared/schemas/sales-agents.schemas';
import type { ContactRequest } from '@shared/schemas/contact-request.schemas';
import { DataTable, formatShekels, type DataColumn } from '@/components/data-table';
import { Alert } from '@/components/ui/alert';
import { errorText } from '@/lib/api-client';
import { formatDay } from '@/lib/date-format';
import { usePortfolio } from '../api/get-portfolio';

/** A sales agent's own companies this month, the commission they earn him, and his leads. */
export function PortfolioScreen() {
  const { t, i18n } = useTranslation('backoffice');
  const portfolio = usePortfolio();
  if (portfolio.isPending) {
    return <p className="text-slate-600">{t('loading', { ns: 'common' })}</p>;
  }
  if (portfolio.isError) return <Alert tone="error">{errorText(portfolio.error, i18n.t)}</Alert>;
  const money = (agorot: number) => formatShekels(agorot, i18n.language);
  const { companies, leads, totals, month } = portfolio.data;

  const companyColumns: DataColumn<PortfolioCompany>[] = [
    {
      id: 'name',
      header: t('portfolio.company'),
      cell: (c) => <bdi>{c.name}</bdi>,
      sortValue: (c) => c.name,
    },
    {
      id: 'commission',
      header: t('portfolio.commission'),
      cell: (c) => `${c.commissionPercent}%`,
      sortValue: (c) => c.commissionPercent,
    },
    {
      id: 'since',
      header: t('portfolio.since'),
      cell: (c) => formatDay(c.since.slice(0, 10), i18n.language),
      sortValue: (c) => c.since,
    },
    {
      id: 'sites',
      header: t('portfolio.sites'),
      cell: (c) => c.siteCount,
      sortValue: (c) => c.siteCount,
    },
    {
      id: 'requests',
      header: t('portfolio.requests'),
      cell: (c) => c.requestsThisMonth,
      sortValue: (c) => c.requestsThisMonth,
    },
    {
      id: 'billed',
      header: t('portfolio.billed'),
      cell: (c) => money(c.billedThisMonthAgorot),
      sortValue: (c) => c.billedThisMonthAgorot,
    },
    {
      id: 'due',
      header: t('portfolio.commissionDue'),
      cell: (c) => money(c.commissionDueAgorot),
      sortValue: (c) => c.commissionDueAgorot,
    },
  ];
  const leadColumns: DataColumn<ContactRequest>[] = [
    {
      id: 'name',
      header: t('leads.columns.name'),
      cell: (l) => <bdi>{l.name}</bdi>,
      sortValue: (l) => l.name,
    },
    {
      id: 'company',
      header: t('leads.columns.companyName'),
      cell: (l) => <bdi>{l.companyName}</bdi>,
      sortValue: (l) => l.companyName,
    },
    { id: 'status', header: t('leads.columns.status'), cell: (l) => t(`leads.status.${l.status}`) },
    {
      id: 'followUpOn',
      header: t('leads.columns.followUpOn'),
      cell: (l) => (l.followUpOn ? formatDay(l.followUpOn, i18n.language) : ''),
      sortValue: (l) => l.followUpOn,
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <p className="text-slate-700">{t('portfolio.month', { month })}</p>
      <dl className="grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-3">
        <div>
          <dt className="text-sm text-slate-600">{t('portfolio.billed')}</dt>
          <dd className="text-lg font-semibold">{money(totals.billedThisMonthAgorot)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('portfolio.commissionDue')}</dt>
          <dd className="text-lg font-semibold" data-testid="commission-due">
            {money(totals.commissionDueAgorot)}
          </dd>
        </div>
      </dl>
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">{t('portfolio.companies')}</h2>
        {companies.length === 0 ? (
          <p className="text-slate-600">{t('portfolio.noCompanies')}</p>
        ) : (
          <DataTable
            caption={t('portfolio.companies')}
            rows={companies}
            rowKey={(c) => c.id}
            columns={companyColumns}
            searchText={(c) => c.name}
            initialSort={{ id: 'name', descending: false }}
          />
        )}
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">{t('portfolio.leads')}</h2>
        {leads.length === 0 ? (
          <p className="text-slate-600">{t('portfolio.noLeads')}</p>
        ) : (
          <DataTable
            caption={t('portfolio.leads')}
            rows={leads}
            rowKey={(l) => l.id}
            columns={leadColumns}
            searchText={(l) => `${l.name} ${l.companyName}`}
          />
        )}
      </section>
    </div>
  );
}
