import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  HISTORY_PAGE_SIZE,
  type HistoryFilters as Filters,
} from '@shared/schemas/entry-review.schemas';
import { Alert } from '@/components/ui/alert';
import { buttonClassName } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorText } from '@/lib/api-client';
import { useHistory } from '../api/get-history';
import {
  historyExportUrl,
  historyParams,
  pageCount,
  readHistoryState,
} from '../lib/history-search';
import { HistoryFilters, type SiteOption } from './history-filters';
import { HistoryTable } from './history-table';
import { Pagination } from './pagination';

interface EntryHistoryProps {
  sites: SiteOption[];
  /** One request in full, shown in a dialog (composed by the page). */
  renderDetails: (entryId: string) => ReactNode;
}

/**
 * Approval history: filters, search, pages, each request with its audit trail,
 * and the same list as a CSV for Excel.
 */
export function EntryHistory({ sites, renderDetails }: EntryHistoryProps) {
  const { t, i18n } = useTranslation('review');
  const [params, setParams] = useSearchParams();
  const state = readHistoryState(params);
  const { page, ...filters } = state;
  const query = useHistory(state);
  const [openId, setOpenId] = useState<string | null>(null);

  const applyFilters = (next: Filters) => setParams(historyParams({ ...next, page: 1 }));
  const goToPage = (next: number) => setParams(historyParams({ ...filters, page: next }));

  return (
    <div className="flex flex-col gap-4">
      <HistoryFilters
        key={params.toString()}
        sites={sites}
        value={filters}
        onChange={applyFilters}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700" aria-live="polite">
          {query.data
            ? t(query.data.totalIsCapped ? 'history.totalCapped' : 'history.total', {
                count: query.data.total,
              })
            : t('loading')}
        </p>
        <a
          href={historyExportUrl(filters, i18n.language)}
          download
          className={buttonClassName('secondary')}
        >
          {t('history.export')}
        </a>
      </div>
      {query.isError && <Alert tone="error">{errorText(query.error, i18n.t)}</Alert>}
      {query.data &&
        (query.data.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
            {t('history.empty')}
          </p>
        ) : (
          <HistoryTable items={query.data.items} onOpen={setOpenId} />
        ))}
      {query.data && (
        <Pagination
          page={page}
          pages={pageCount(query.data.total, HISTORY_PAGE_SIZE)}
          onPage={goToPage}
        />
      )}
      <Dialog
        open={openId !== null}
        onOpenChange={(isOpen) => !isOpen && setOpenId(null)}
        title={t('history.requestTitle')}
        className="max-w-3xl"
      >
        {openId && renderDetails(openId)}
      </Dialog>
    </div>
  );
}
