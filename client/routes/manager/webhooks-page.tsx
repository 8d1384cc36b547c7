import { useTranslation } from 'react-i18next';
import { WebhooksScreen } from '@/features/webhooks/components/webhooks-screen';
import { ManagePage } from './manage-page';

/** /manager/webhooks: the company's webhook endpoints, for its admins. */
export function WebhooksPage() {
  const { t } = useTranslation('staff');
  return <ManagePage title={t('titles.webhooks')}>{() => <WebhooksScreen />}</ManagePage>;
}
