import { useTranslation } from 'react-i18next';
import { INITIAL_STATUS } from '@shared/entry-request/lifecycle';
import type { EntryRequestSummary } from '@shared/schemas/entry-review.schemas';
import { EntryStatusBadge } from '@/components/entry-status-badge';
import { isolate } from '@/lib/bidi';
import { cn } from '@/lib/cn';
import { waitingTime } from '../lib/waiting-time';

interface QueueItemProps {
  request: EntryRequestSummary;
  isSelected: boolean;
  now: number;
  onSelect: (id: string) => void;
}

/** One waiting request in the list: face, name, employer, site and how long it has waited. */
export function QueueItem({ request, isSelected, now, onSelect }: QueueItemProps) {
  const { t, i18n } = useTranslation('review');
  const name = `${request.worker.firstName} ${request.worker.lastName}`.trim();
  return (
    <button
      type="button"
      onClick={() => onSelect(request.id)}
      aria-current={isSelected ? 'true' : undefined}
      className={cn(
        'flex w-full flex-wrap items-center gap-3 rounded-xl border p-3 text-start transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
        isSelected
          ? 'border-blue-800 bg-blue-50'
          : 'border-slate-200 bg-white hover:border-slate-400',
      )}
    >
      {request.selfieFileId ? (
        <img
          src={`/api/files/${encodeURIComponent(request.selfieFileId)}?thumb=1`}
          alt=""
          className="size-14 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-slate-200 text-xl font-bold text-slate-600"
        >
          {name.slice(0, 1)}
        </span>
      )}
      {/* Below 10rem beside the photo, the text goes under it rather than a letter a line. */}
      <span className="flex min-w-0 flex-1 basis-40 flex-col gap-0.5">
        <span className="text-lg font-bold wrap-anywhere text-slate-900 lg:truncate">
          <bdi>{name}</bdi>
        </span>
        <span className="text-sm wrap-anywhere text-slate-700 lg:truncate">
          {[request.worker.company, request.siteName].filter(Boolean).map(isolate).join(' · ')}
        </span>
        <span className="text-sm text-slate-600">
          {t('requestNumber', { number: request.requestNumber })} ·{' '}
          {waitingTime(request.createdAt, now, i18n.language)}
        </span>
      </span>
      {request.status !== INITIAL_STATUS && <EntryStatusBadge status={request.status} />}
    </button>
  );
}
