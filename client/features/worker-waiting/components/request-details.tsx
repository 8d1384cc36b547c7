import { useTranslation } from 'react-i18next';
import type { EntryRequestStatus } from '@shared/schemas/entry-request.schemas';
import { Card, CardTitle } from '@/components/ui/card';

/** Name, phone, request number, company, site and location. */
export function RequestDetails({ request }: { request: EntryRequestStatus }) {
  const { t } = useTranslation('worker');
  const fullName = `${request.worker.firstName} ${request.worker.lastName}`.trim();
  const rows: { label: string; value: string; dir: 'auto' | 'ltr' }[] = [
    { label: t('details.fullName'), value: fullName, dir: 'auto' },
    { label: t('phone'), value: request.worker.phone, dir: 'ltr' },
    { label: t('details.requestNumber'), value: String(request.requestNumber), dir: 'ltr' },
    { label: t('details.company'), value: request.company.name, dir: 'auto' },
    { label: t('details.site'), value: request.site.name, dir: 'auto' },
    { label: t('details.location'), value: request.site.location, dir: 'auto' },
  ];
  return (
    <Card>
      <CardTitle>{t('details.title')}</CardTitle>
      <dl className="mt-3 divide-y divide-slate-100">
        {rows
          .filter((row) => row.value)
          .map((row) => (
            <div key={row.label} className="flex flex-wrap justify-between gap-x-4 py-2.5">
              <dt className="text-slate-600">{row.label}</dt>
              <dd dir={row.dir} className="font-semibold text-slate-900">
                {row.value}
              </dd>
            </div>
          ))}
      </dl>
    </Card>
  );
}
