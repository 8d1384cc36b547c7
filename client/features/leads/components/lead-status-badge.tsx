import { useTranslation } from 'react-i18next';
import type { ContactStatus } from '@shared/schemas/contact-request.schemas';

const TONES: Record<ContactStatus, string> = {
  new: 'bg-blue-100 text-blue-900',
  contacted: 'bg-amber-100 text-amber-900',
  demo: 'bg-violet-100 text-violet-900',
  won: 'bg-green-100 text-green-900',
  lost: 'bg-slate-200 text-slate-800',
};

export function LeadStatusBadge({ status }: { status: ContactStatus }) {
  const { t } = useTranslation('backoffice');
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[status]}`}>
      {t(`leads.status.${status}`)}
    </span>
  );
}
