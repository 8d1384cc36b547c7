import { useTranslation } from 'react-i18next';
import type { EntryRequestSummary } from '@shared/schemas/entry-review.schemas';
import { EntryStatusBadge } from '@/components/entry-status-badge';
import { isolate } from '@/lib/bidi';
import { formatDateTime } from '@/lib/date-format';

interface HistoryTableProps {
  items: EntryRequestSummary[];
  onOpen: (id: string) => void;
}

const COLUMNS = ['number', 'submitted', 'worker', 'phone', 'site', 'status', 'decidedBy'] as const;

const workerName = (item: EntryRequestSummary) =>
  `${item.worker.firstName} ${item.worker.lastName}`.trim();

/** Says that retention or the worker's request erased the request's personal data. */
function ErasedNote({ erasedAt }: { erasedAt: string }) {
  const { t, i18n } = useTranslation('review');
  return (
    <span className="block text-sm font-semibold text-amber-800">
      {t('history.personalDataErased', { date: formatDateTime(erasedAt, i18n.language) })}
    </span>
  );
}

/** The history's rows: a table from tablet width, cards on a phone; each opens the request. */
export function HistoryTable({ items, onOpen }: HistoryTableProps) {
  const { t, i18n } = useTranslation('review');
  const language = i18n.language;
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
        <table className="w-full text-start text-base">
          <thead className="bg-slate-100 text-sm text-slate-700">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="p-3 text-start">
                  {t(`history.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {items.map((item) => (
              <tr key={item.id} className="hover:bg-blue-50">
                <td className="p-3">
                  <button
                    type="button"
                    onClick={() => onOpen(item.id)}
                    className="font-semibold text-blue-800 underline"
                    aria-label={t('history.openRequest', {
                      number: item.requestNumber,
                      name: workerName(item),
                    })}
                  >
                    {item.requestNumber}
                  </button>
                </td>
                <td className="p-3 whitespace-nowrap">
                  {formatDateTime(item.createdAt, language)}
                </td>
                <td className="p-3">
                  <bdi>{workerName(item)}</bdi>
                  {item.personalDataErasedAt && <ErasedNote erasedAt={item.personalDataErasedAt} />}
                  {item.worker.company && (
                    <bdi className="block text-sm text-slate-600">{item.worker.company}</bdi>
                  )}
                </td>
                <td className="p-3 whitespace-nowrap" dir="ltr">
                  {item.worker.phone}
                </td>
                <td className="p-3">
                  <bdi>{item.siteName}</bdi>
                </td>
                <td className="p-3">
                  <EntryStatusBadge status={item.status} />
                </td>
                <td className="p-3">
                  <bdi>{item.decidedByName ?? '—'}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-2 md:hidden">
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => onOpen(item.id)}
              className="flex w-full flex-col gap-1 rounded-xl border border-slate-200 bg-white p-3 text-start hover:border-slate-400"
            >
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 text-lg font-bold wrap-anywhere text-slate-900">
                  <bdi>{workerName(item)}</bdi>
                </span>
                <EntryStatusBadge status={item.status} />
              </span>
              <span className="text-sm text-slate-700">
                {t('requestNumber', { number: item.requestNumber })} ·{' '}
                {formatDateTime(item.createdAt, language)}
              </span>
              <span className="text-sm text-slate-600">
                {[item.siteName, item.worker.phone].map(isolate).join(' · ')}
              </span>
              {item.personalDataErasedAt && <ErasedNote erasedAt={item.personalDataErasedAt} />}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
