import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import enEntry from '@shared/i18n/locales/en/entry-form.json';
import type { PublicSite } from '@shared/schemas/site.schemas';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/routes';
import { SELECTED_LANGUAGE_KEY, changeLanguage, initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { stubFetch } from '../../../test/stub-fetch';

const SITE: PublicSite = {
  id: 12,
  code: 'DEMO',
  name: { he: 'מגדלי הפארק' },
  companyId: 1,
  location: { he: 'חולון' },
  headerTitle: { he: '' },
  headerMessage: { he: '' },
  headerColor: '',
  safetyRegulations: { he: '' },
  hasSafetyVideo: false,
  videoUrl: '',
};

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function expectUrl(router: ReturnType<typeof createMemoryRouter>, expected: string) {
  // The redirect waits on lazy route chunks, which a busy machine compiles slowly on first use.
  await vi.waitFor(
    () => {
      const { pathname, search } = router.state.location;
      expect(pathname + search).toBe(expected);
    },
    { timeout: 5000 },
  );
}

beforeAll(initI18n);

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('he');
  window.localStorage.removeItem(SELECTED_LANGUAGE_KEY);
});

function stubSite() {
  return stubFetch({
    'GET /api/sites/code/DEMO': { body: SITE },
    'GET /api/sites/12': { body: SITE },
    'GET /api/sites/12/entry-form': { body: { siteId: 12, version: 1, formFields: [] } },
  });
}

describe('the entry form routes', () => {
  it('send a worker without a chosen language to the language screen with the code', async () => {
    stubSite();
    const router = renderAt('/worker/form?code=DEMO');
    await expectUrl(router, '/worker/language?code=DEMO');
  });

  it('carry the site id of /form/{siteId} and the preview flag to the language screen', async () => {
    stubSite();
    const router = renderAt('/form/12?preview=1');
    await expectUrl(router, '/worker/language?siteId=12&preview=1');
  });

  it('show the form in the language of the address, loading the site by its id', async () => {
    const calls = stubSite();
    renderAt('/form/12?lang=en');

    expect(await screen.findByRole('heading', { level: 1, name: SITE.name.he })).toBeTruthy();
    expect(await screen.findByRole('button', { name: enEntry.submit.send })).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
    expect(calls).toContain('GET /api/sites/12');
    // Kept as the worker's choice, so the next visit without ?lang= needs no language screen.
    expect(window.localStorage.getItem(SELECTED_LANGUAGE_KEY)).toBe('en');
  });

  it('use the saved language when the address has none', async () => {
    stubSite();
    window.localStorage.setItem(SELECTED_LANGUAGE_KEY, 'en');
    renderAt('/entry-form?code=DEMO');

    expect(await screen.findByRole('button', { name: enEntry.submit.send })).toBeTruthy();
  });

  it('answer /worker/entry/{id} with the form of that site', async () => {
    stubSite();
    window.localStorage.setItem(SELECTED_LANGUAGE_KEY, 'he');
    const router = renderAt('/worker/entry/12');

    expect(await screen.findByRole('heading', { level: 1, name: SITE.name.he })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/worker/entry/12');
  });
});
