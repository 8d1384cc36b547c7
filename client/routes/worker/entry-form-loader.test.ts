import { afterEach, describe, expect, it, vi } from 'vitest';
import { entryFormQuery } from '@/data/entry-forms';
import { publicSiteQuery } from '@/data/sites';
import { SELECTED_LANGUAGE_KEY } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { stubFetch } from '../../../test/stub-fetch';
import { entryFormLoader, rootLoader } from './entry-form-loader';

const SITE = { id: 7, code: 'DEMO', name: 'מגדלי הפארק' };
const FORM = { siteId: 7, version: 3, formFields: [] };

function argsFor(path: string, params: Record<string, string> = {}) {
  return { request: new Request(`http://localhost${path}`), params };
}

function stubSite() {
  return stubFetch({
    'GET /api/sites/code/DEMO': { body: SITE },
    'GET /api/sites/7': { body: SITE },
    'GET /api/sites/7/entry-form': { body: FORM },
  });
}

afterEach(() => {
  queryClient.clear();
  window.localStorage.removeItem(SELECTED_LANGUAGE_KEY);
  vi.unstubAllGlobals();
});

describe('the entry form loader', () => {
  it('reads the site by its code and then its form into the cache, returning at once', async () => {
    const calls = stubSite();

    expect(entryFormLoader(argsFor('/worker/form?code=DEMO&lang=he'))).toBeNull();

    await vi.waitFor(() =>
      expect(queryClient.getQueryData(entryFormQuery(7).queryKey)).toEqual(FORM),
    );
    expect(
      queryClient.getQueryData(publicSiteQuery({ code: 'DEMO', siteId: null }).queryKey),
    ).toEqual(SITE);
    expect(calls).toEqual(['GET /api/sites/code/DEMO', 'GET /api/sites/7/entry-form']);
  });

  it('reads the site by the id in the path, with the saved language', async () => {
    const calls = stubSite();
    window.localStorage.setItem(SELECTED_LANGUAGE_KEY, 'en');

    entryFormLoader(argsFor('/form/7', { siteId: '7' }));

    await vi.waitFor(() =>
      expect(calls).toEqual(['GET /api/sites/7', 'GET /api/sites/7/entry-form']),
    );
  });

  it('reads nothing when the worker must choose a language first', async () => {
    const calls = stubSite();

    entryFormLoader(argsFor('/worker/form?code=DEMO'));
    await Promise.resolve();

    expect(calls).toEqual([]);
  });

  it('leaves a failed read to the screen, without a second attempt of its own', async () => {
    const calls = stubFetch({});

    entryFormLoader(argsFor('/worker/form?code=NOPE&lang=he'));

    await vi.waitFor(() =>
      expect(
        queryClient.getQueryState(publicSiteQuery({ code: 'NOPE', siteId: null }).queryKey)?.status,
      ).toBe('error'),
    );
    expect(calls).toEqual(['GET /api/sites/code/NOPE']);
  });
});

describe('the root loader', () => {
  it('reads the form only for a link with both code and lang', async () => {
    const calls = stubSite();

    rootLoader(argsFor('/?code=DEMO'));
    rootLoader(argsFor('/'));
    await Promise.resolve();
    expect(calls).toEqual([]);

    rootLoader(argsFor('/?code=DEMO&lang=he'));
    await vi.waitFor(() => expect(calls).toContain('GET /api/sites/7/entry-form'));
  });
});
