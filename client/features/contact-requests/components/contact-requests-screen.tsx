import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_STATUSES, type ContactStatus } from '@shared/schemas/contact-request.schemas';
import { Alert } from '@/components/ui/alert';
import { SelectField } from '@/components/ui/field';
import { errorText } from '@/lib/api-client';
import { useContactRequests } from '../api/get-contact-requests';
import { ContactRequestCard } from './contact-request-card';

/** The inquiries left on the marketing pages, filtered by status, each handled in place. */
export function ContactRequestsScreen() {
  const { t, i18n } = useTranslation('manage');
  const [status, setStatus] = useState<ContactStatus | null>('new');
  const requests = useContactRequests(status);

  return (
    <div className="flex flex-col gap-4">
      <SelectField
        label={t('inquiries.filter')}
        value={status ?? ''}
        onChange={(event) => setStatus((event.target.value || null) as ContactStatus | null)}
        className="max-w-xs"
      >
        <option value="">{t('inquiries.all')}</option>
        {CONTACT_STATUSES.map((option) => (
          <option key={option} value={option}>
            {t(`inquiries.status.${option}`)}
          </option>
        ))}
      </SelectField>
      {requests.isPending && <p className="text-slate-600">{t('loading')}</p>}
      {requests.isError && <Alert tone="error">{errorText(requests.error, i18n.t)}</Alert>}
      {requests.data?.length === 0 && <p className="text-slate-600">{t('inquiries.none')}</p>}
      <ul className="flex flex-col gap-3">
        {requests.data?.map((request) => (
          <li key={`${request.id}-${request.updatedAt}`}>
            <ContactRequestCard request={request} />
          </li>
        ))}
      </ul>
    </div>
  );
}
