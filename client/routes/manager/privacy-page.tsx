import { useTranslation } from 'react-i18next';
import { PrivacyCard } from '@/features/privacy/components/privacy-card';
import { ManagePage } from './manage-page';

/** /manager/privacy: how long workers' data is kept, and a worker's request about his. */
export function PrivacyPage() {
  const { t } = useTranslation('manage');
  return <ManagePage title={t('titles.privacy')}>{() => <PrivacyCard />}</ManagePage>;
}
