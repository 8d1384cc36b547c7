import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PlatformCompany } from '@shared/schemas/platform-admin';
import { csvHref, DataTable, type DataColumn } from '@/components/data-table';
import { Alert } from '@/components/ui/alert';
import { buttonClassName } from '@/components/ui/button';
import { platformCompaniesQuery } from '@/data/platform-companies';
import { errorText } from '@/lib/api-client';

/** Every customer company, each opening its customer card. */
export function CustomersScreen() {
  const { t, i18n } = useTranslation('backoffice');
  const companies = useQuery(platformCompaniesQuery(''));
  if (companies.isPending) {
    return <p className="text-slate-600">{t('loading', { ns: 'common' })}</p>;
  }
  if (companies.isError) return <Alert tone="error">{errorText(companies.error, i18n.t)}</Alert>;
  const columns: DataColumn<PlatformCompany>[] = [
    {
      id: 'name',
      header: t('productLines.columns.name'),
      cell: (c) => (
        <Link to={`/admin/companies/${c.id}`} className="text-blue-800 underline">
          <bdi>{c.name}</bdi>
        </Link>
      ),
      sortValue: (c) => c.name,
    },
    {
      id: 'contactPerson',
      header: t('productLines.columns.contactPerson'),
      cell: (c) => <bdi>{c.contactPerson}</bdi>,
      sortValue: (c) => c.contactPerson,
    },
    {
      id: 'phone',
      header: t('productLines.columns.phone'),
      cell: (c) => <span dir="ltr">{c.phone}</span>,
    },
    {
      id: 'requests',
      header: t('portfolio.requests'),
      cell: (c) => c.requestsThisMonth,
      sortValue: (c) => c.requestsThisMonth,
    },
    {
      id: 'active',
      header: t('productLines.columns.active'),
      cell: (c) => t(c.isActive ? 'common.active' : 'common.inactive'),
      sortValue: (c) => (c.isActive ? 1 : 0),
    },
  ];
  return (
    <DataTable
      caption={t('customer.openCard')}
      rows={companies.data.companies}
      rowKey={(c) => c.id}
      columns={columns}
      searchText={(c) => `${c.name} ${c.contactPerson} ${c.phone} ${c.email}`}
      initialSort={{ id: 'name', descending: false }}
      toolbar={
        <a
          href={csvHref('/api/admin/companies/export.csv', i18n.language)}
          download
          className={buttonClassName('secondary')}
        >
          {t('table.export')}
        </a>
      }
    />
  );
}
