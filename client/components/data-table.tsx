import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@shared/i18n/languages';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';

export interface DataColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The value the column sorts by; a column without it does not sort. */
  sortValue?: (row: Row) => string | number | null;
}

interface DataTableProps<Row> {
  /** Names the table for screen readers. */
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  columns: readonly DataColumn<Row>[];
  /** The text of a row that the search box looks in. */
  searchText: (row: Row) => string;
  /** Controls beside the search box: filters, the export link, an add button. */
  toolbar?: ReactNode;
  pageSize?: number;
  initialSort?: { id: string; descending: boolean };
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compare(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * A list screen's table: search, sorting by a column's heading, paging, and the empty and
 * no-match states. The lists of the back office are hundreds of rows, so all of it happens in
 * the browser on the rows the server sent.
 */
export function DataTable<Row>({
  caption,
  rows,
  rowKey,
  columns,
  searchText,
  toolbar,
  pageSize = 25,
  initialSort,
}: DataTableProps<Row>) {
  const { t } = useTranslation('backoffice');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState(initialSort ?? null);
  const [page, setPage] = useState(0);

  const visible = useMemo(() => {
    const query = search.trim().toLocaleLowerCase();
    const found = query
      ? rows.filter((row) => searchText(row).toLocaleLowerCase().includes(query))
      : [...rows];
    const column = sort && columns.find((c) => c.id === sort.id);
    if (sort && column?.sortValue) {
      const value = column.sortValue;
      const sign = sort.descending ? -1 : 1;
      found.sort((a, b) => compare(value(a), value(b)) * sign);
    }
    return found;
  }, [rows, search, sort, columns, searchText]);

  const pages = Math.max(1, Math.ceil(visible.length / pageSize));
  const current = Math.min(page, pages - 1);
  const shown = visible.slice(current * pageSize, (current + 1) * pageSize);

  const toggleSort = (id: string) => {
    setSort((previous) =>
      previous?.id === id ? { id, descending: !previous.descending } : { id, descending: false },
    );
    setPage(0);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <TextField
          type="search"
          label={t('table.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
          className="w-full max-w-sm"
        />
        {toolbar && <div className="flex flex-wrap items-end gap-2">{toolbar}</div>}
      </div>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {t('table.empty')}
        </p>
      ) : visible.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {t('table.noMatches')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {columns.map((column) => {
                  const direction =
                    sort?.id === column.id
                      ? sort.descending
                        ? 'descending'
                        : 'ascending'
                      : undefined;
                  return (
                    <th
                      key={column.id}
                      scope="col"
                      aria-sort={direction ?? (column.sortValue ? 'none' : undefined)}
                      className="px-3 py-2 text-start font-semibold whitespace-nowrap"
                    >
                      {column.sortValue ? (
                        <button
                          type="button"
                          onClick={() => toggleSort(column.id)}
                          className="inline-flex items-center gap-1 hover:underline"
                          title={t('table.sortBy', { column: column.header })}
                        >
                          {column.header}
                          <span aria-hidden="true">
                            {direction === 'ascending'
                              ? '▲'
                              : direction === 'descending'
                                ? '▼'
                                : ''}
                          </span>
                        </button>
                      ) : (
                        column.header
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={rowKey(row)} className="border-t border-slate-100 align-top">
                  {columns.map((column) => (
                    <td key={column.id} className="px-3 py-2">
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {visible.length > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
          <span>{t('table.count', { count: visible.length })}</span>
          {pages > 1 && (
            <div className="flex items-center gap-2">
              <Button
                variant="secondary"
                disabled={current === 0}
                onClick={() => setPage(current - 1)}
              >
                {t('table.previous')}
              </Button>
              <span>{t('table.page', { page: current + 1, pages })}</span>
              <Button
                variant="secondary"
                disabled={current >= pages - 1}
                onClick={() => setPage(current + 1)}
              >
                {t('table.next')}
              </Button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

/** The export link's address: ?lang= names the language of the file's headings. */
export function csvHref(path: string, language: string, params: Record<string, string> = {}) {
  const search = new URLSearchParams(params);
  // The server refuses an unknown ?lang=; without it, it follows the browser's language.
  if (isLanguage(language)) search.set('lang', language);
  return `${path}?${search}`;
}

/** Shekels from agorot, in the page's language. */
export function formatShekels(agorot: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'ILS' }).format(
    agorot / 100,
  );
}
