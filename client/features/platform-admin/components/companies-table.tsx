import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlatformCompany } from '@shared/schemas/platform-admin';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface CompaniesTableProps {
  companies: PlatformCompany[];
  onEdit: (company: PlatformCompany) => void;
  onToggle: (company: PlatformCompany) => void;
}

const cell = 'px-3 py-2 text-start align-top';

/** The companies with their counts; scrolls sideways on a phone rather than squeezing. */
export function CompaniesTable({ companies, onEdit, onToggle }: CompaniesTableProps) {
  const { t } = useTranslation(['admin', 'manage']);
  const columns = [
    'name',
    'type',
    'contactPerson',
    'phone',
    'sites',
    'users',
    'requestsThisMonth',
    'status',
    'actions',
  ] as const;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[56rem] border-collapse text-sm">
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={cn(cell, 'font-semibold')}>
                {t(`companies.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {companies.map((company) => (
            <tr
              key={company.id}
              className={cn('border-t border-slate-200', !company.isActive && 'bg-slate-50')}
            >
              <th scope="row" className={cn(cell, 'font-semibold')}>
                <Link
                  to={`/admin/companies/${company.id}`}
                  dir="auto"
                  className="text-blue-800 underline underline-offset-2 hover:text-blue-950"
                >
                  {company.name}
                </Link>
              </th>
              <td className={cell}>{t(`company.types.${company.type}`, { ns: 'manage' })}</td>
              <td className={cell} dir="auto">
                {company.contactPerson}
                {company.email && (
                  <bdi dir="ltr" className="block text-slate-600">
                    {company.email}
                  </bdi>
                )}
              </td>
              <td className={cell}>
                <bdi dir="ltr" className="whitespace-nowrap">
                  {company.phone}
                </bdi>
              </td>
              <td className={cell}>{company.siteCount}</td>
              <td className={cell}>{company.userCount}</td>
              <td className={cell}>{company.requestsThisMonth}</td>
              <td className={cell}>
                <span
                  className={cn(
                    'rounded px-2 py-0.5 font-semibold',
                    company.isActive
                      ? 'bg-green-100 text-green-900'
                      : 'bg-slate-300 text-slate-800',
                  )}
                >
                  {company.isActive ? t('companies.active') : t('companies.inactive')}
                </span>
              </td>
              <td className={cell}>
                <div className="flex flex-wrap gap-2">
                  <Button variant="secondary" onClick={() => onEdit(company)}>
                    {t('companies.edit')}
                  </Button>
                  <Button variant="secondary" onClick={() => onToggle(company)}>
                    {company.isActive ? t('companies.deactivate') : t('companies.reactivate')}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
