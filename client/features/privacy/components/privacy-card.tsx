import { useTranslation } from 'react-i18next';
import { Card, CardTitle } from '@/components/ui/card';
import { RetentionForm } from './retention-form';
import { WorkerDataRequest } from './worker-data-request';

/** The company's privacy: how long workers' data is kept, and a worker's request about his. */
export function PrivacyCard() {
  const { t } = useTranslation('manage');
  return (
    <Card>
      <CardTitle>{t('privacy.title')}</CardTitle>
      <div className="mt-4 flex flex-col gap-6">
        <RetentionForm />
        <div className="flex flex-col gap-2 border-t border-slate-200 pt-4">
          <h3 className="text-lg font-semibold text-slate-900">{t('privacy.workerTitle')}</h3>
          <p className="text-sm text-slate-600">{t('privacy.workerHint')}</p>
          <WorkerDataRequest />
        </div>
      </div>
    </Card>
  );
}
