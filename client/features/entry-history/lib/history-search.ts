import { isRequestStatus } from '@shared/entry-request/lifecycle';
import type { HistoryFilters } from '@shared/schemas/entry-review.schemas';

export interface HistoryState extends HistoryFilters {
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The history's filters live in the address (?siteId&status&from&to&q&page), so a refresh, the
 * back button or a shared link shows the same list. Anything malformed is dropped.
 */
export function readHistoryState(params: URLSearchParams): HistoryState {
  const state: HistoryState = { page: 1 };
  const siteId = Number(params.get('siteId'));
  if (Number.isInteger(siteId) && siteId > 0) state.siteId = siteId;
  const status = params.get('status');
  if (isRequestStatus(status)) state.status = status;
  const from = params.get('from');
  if (from && DAY.test(from)) state.from = from;
  const to = params.get('to');
  if (to && DAY.test(to)) state.to = to;
  const q = params.get('q')?.trim();
  if (q) state.q = q.slice(0, 100);
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) state.page = page;
  return state;
}

/** The query string of the filters (and page), without empty values. */
export function historyParams(state: Partial<HistoryState>): URLSearchParams {
  const params = new URLSearchParams();
  if (state.siteId) params.set('siteId', String(state.siteId));
  if (state.status) params.set('status', state.status);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.q) params.set('q', state.q);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  return params;
}

/** GET /api/entry-requests/export.csv with the same filters, headings in `language`. */
export function historyExportUrl(filters: HistoryFilters, language: string): string {
  const params = historyParams({ ...filters, page: 1 });
  params.set('lang', language);
  return `/api/entry-requests/export.csv?${params.toString()}`;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
