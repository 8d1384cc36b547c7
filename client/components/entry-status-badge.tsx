import { useTranslation } from 'react-i18next';
import type { RequestStatus } from '@shared/entry-request/lifecycle';
import { cn } from '@/lib/cn';

const tones: Record<RequestStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  safety_manager_coming: 'bg-orange-100 text-orange-900 ring-orange-300',
  approved: 'bg-green-100 text-green-900 ring-green-300',
  rejected: 'bg-red-100 text-red-900 ring-red-300',
};

/** A request's status as a coloured label, the same on every staff screen. */
export function EntryStatusBadge({
  status,
  className,
}: {
  status: RequestStatus;
  className?: string;
}) {
  const { t } = useTranslation('review');
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset sm:whitespace-nowrap',
        tones[status],
        className,
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}
