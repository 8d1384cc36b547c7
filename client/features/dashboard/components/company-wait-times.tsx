import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Card, CardTitle } from '@/components/ui/card';
import { companyWaitTimesQuery } from '@/data/wait-times';
import { errorText } from '@/lib/api-client';
import { WaitFiguresTable } from './wait-figures-table';

/**
 * How long the gate waits at each site of one company, as the platform's super admin sees it
 * on the company's card: the dashboard's figures, without who is waiting.
 */
export function CompanyWaitTimes({ companyId }: { companyId: number }) {
  const { t, i18n } = useTranslation(['review', 'common']);
  const waits = useQuery(companyWaitTimesQuery(companyId));
  return (
    <Card>
      <section aria-labelledby="company-wait-times-title" className="flex flex-col gap-3">
        <CardTitle id="company-wait-times-title">{t('dashboard.waits.title')}</CardTitle>
        {waits.isPending && <p className="text-slate-600">{t('loading', { ns: 'common' })}</p>}
        {waits.isError && <Alert tone="error">{errorText(waits.error, i18n.t)}</Alert>}
        {waits.data && <WaitFiguresTable sites={waits.data.sites} />}
      </section>
    </Card>
  );
}
