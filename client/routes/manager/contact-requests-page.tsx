import { useTranslation } from 'react-i18next';
import { ContactRequestsScreen } from '@/features/contact-requests/components/contact-requests-screen';
import { ManagePage } from './manage-page';

/** /manager/contact-requests: "customer inquiries". */
export function ContactRequestsPage() {
  const { t } = useTranslation('manage');
  return (
    <ManagePage title={t('titles.contactRequests')}>{() => <ContactRequestsScreen />}</ManagePage>
  );
}
