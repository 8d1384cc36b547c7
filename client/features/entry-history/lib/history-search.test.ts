import { describe, expect, it } from 'vitest';
import { historyExportUrl, historyParams, pageCount, readHistoryState } from './history-search';

describe('readHistoryState', () => {
  it('reads every filter and the page from the address', () => {
    const params = new URLSearchParams(
      'siteId=3&status=rejected&from=2024-03-01&to=2024-03-31&q=%20משה%20&page=2',
    );
    expect(readHistoryState(params)).toEqual({
      siteId: 3,
      status: 'rejected',
      from: '2024-03-01',
      to: '2024-03-31',
      q: 'משה',
      page: 2,
    });
  });

  it('drops malformed values instead of sending them', () => {
    const params = new URLSearchParams('siteId=x&status=maybe&from=yesterday&page=-4&q=%20');
    expect(readHistoryState(params)).toEqual({ page: 1 });
  });
});

describe('historyParams', () => {
  it('writes only the filters that are set, and the page after the first', () => {
    expect(historyParams({ status: 'approved', page: 1 }).toString()).toBe('status=approved');
    expect(historyParams({ q: '050-1', page: 3 }).toString()).toBe('q=050-1&page=3');
  });
});

describe('historyExportUrl', () => {
  it('asks for the CSV with the same filters and the interface language', () => {
    expect(historyExportUrl({ siteId: 2, from: '2024-01-01' }, 'he')).toBe(
      '/api/entry-requests/export.csv?siteId=2&from=2024-01-01&lang=he',
    );
  });
});

describe('pageCount', () => {
  it('has at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});
