import { useTranslation } from 'react-i18next';
import { SiteInquiriesScreen } from '@/features/site-inquiries/components/site-inquiries-screen';
import { ManagePage } from './manage-page';

/** /manager/contact-requests: the messages the public sent to the user's sites. */
export function SiteInquiriesPage() {
  const { t } = useTranslation('manage');
  return (
    <ManagePage title={t('titles.contactRequests')}>{() => <SiteInquiriesScreen />}</ManagePage>
  );
}
