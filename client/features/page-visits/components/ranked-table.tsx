import { useTranslation } from 'react-i18next';
import type { VisitsReport } from '@shared/schemas/visits.schemas';
import { Card, CardTitle } from '@/components/ui/card';

interface RankedTableProps {
  title: string;
  rows: VisitsReport['paths'];
  /** How a value reads on the screen; addresses and hosts keep their own direction. */
  label: (key: string) => string;
  isAddress?: boolean;
}

/** One dimension's values, most viewed first, with their views and visitors. */
export function RankedTable({ title, rows, label, isAddress = false }: RankedTableProps) {
  const { t, i18n } = useTranslation('visits');
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <Card>
      <CardTitle>{title}</CardTitle>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('noRows')}</p>
      ) : (
        <table className="mt-2 w-full text-sm">
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="py-1 text-start font-medium">
                {title}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {t('views')}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {t('visitors')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-slate-100">
                <td className="py-1 break-all text-slate-900">
                  {isAddress && row.key ? <span dir="ltr">{label(row.key)}</span> : label(row.key)}
                </td>
                <td className="py-1 text-end">{count.format(row.views)}</td>
                <td className="py-1 text-end">{count.format(row.visitors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
