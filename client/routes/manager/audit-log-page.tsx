import { useTranslation } from 'react-i18next';
import { AuditLogScreen } from '@/features/audit-log/components/audit-log-screen';
import { ManagePage } from './manage-page';

/** /manager/audit-log: the company's audit log, for its admins. */
export function AuditLogPage() {
  const { t } = useTranslation('manage');
  return <ManagePage title={t('titles.auditLog')}>{() => <AuditLogScreen />}</ManagePage>;
}
