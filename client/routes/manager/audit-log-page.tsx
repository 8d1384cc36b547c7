import { useTranslation } from 'react-i18next';
import { AccessLogScreen } from '@/features/audit-log/components/access-log-screen';
import { AuditLogScreen } from '@/features/audit-log/components/audit-log-screen';
import { ManagePage } from './manage-page';

/** /manager/audit-log: the company's audit log and the record of who read workers' data. */
export function AuditLogPage() {
  const { t } = useTranslation('manage');
  return (
    <ManagePage title={t('titles.auditLog')}>
      {() => (
        <div className="flex flex-col gap-8">
          <AuditLogScreen />
          <AccessLogScreen />
        </div>
      )}
    </ManagePage>
  );
}
