import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import enWorker from '@shared/i18n/locales/en/worker.json';
import heCommon from '@shared/i18n/locales/he/common.json';
import heWorker from '@shared/i18n/locales/he/worker.json';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/routes';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { entryRequestFixture } from '../../../test/entry-request-fixture';
import { installFakeWebSocket } from '../../../test/fake-web-socket';
import { stubFetch } from '../../../test/stub-fetch';

// The form is another screen's subject; here it only has to be the page "/" chooses.
vi.mock('@/routes/worker/entry-form-page', () => ({
  EntryFormPage: () => <h1>entry form page</h1>,
}));

const ENTRY_ID = 'Zq3vN8xW1kLm9PaB7cDe2f';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return pathname + search;
}

/** Waits for the address to become `expected`, redirects included. */
async function expectUrl(router: ReturnType<typeof createMemoryRouter>, expected: string) {
  await vi.waitFor(() => expect(currentUrl(router)).toBe(expected));
}

beforeAll(initI18n);

beforeEach(async () => {
  await changeLanguage('he');
  installFakeWebSocket();
  stubFetch({
    'GET /api/sites/code/DEMO': { body: { id: 1, code: 'DEMO', name: { he: 'מגדלי הפארק' } } },
    [`GET /api/entry-requests/${ENTRY_ID}`]: { body: entryRequestFixture() },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('site-code links', () => {
  it('sends /{code} of 3 or more letters or digits to the language screen', async () => {
    const router = renderAt('/DEMO');

    expect(await screen.findByRole('heading', { name: heWorker.selectLanguage })).toBeTruthy();
    expect(currentUrl(router)).toBe('/worker/language?code=DEMO');
    expect(await screen.findByText('מגדלי הפארק')).toBeTruthy();
  });

  it('keeps the preview flag of the link', async () => {
    const router = renderAt('/DEMO?preview=true');
    await expectUrl(router, '/worker/language?code=DEMO&preview=true');
  });

  it.each(['/AB', '/a-b-c', '/DEMO%20X'])('shows the not-found page for %s', async (path) => {
    const router = renderAt(path);

    expect(
      await screen.findByRole('heading', { level: 1, name: heCommon.notFound.title }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it('sends /entry/{code} to the language screen', async () => {
    const router = renderAt('/entry/XYZ9');
    await expectUrl(router, '/worker/language?code=XYZ9');
  });
});

describe('/worker/{siteId}/{language}', () => {
  it('goes to the form with siteId and lang', async () => {
    const router = renderAt('/worker/12/en');
    await expectUrl(router, '/worker/form?siteId=12&lang=en');
  });

  it('drops a language the product does not offer', async () => {
    const router = renderAt('/worker/12/fr');
    await expectUrl(router, '/worker/form?siteId=12');
  });

  it('shows the broken-link entry screen when the site id is not digits', async () => {
    const router = renderAt('/worker/abc/en');

    expect(await screen.findByText(heWorker.entry.incompleteLink)).toBeTruthy();
    expect(currentUrl(router)).toBe('/worker/abc/en');
  });
});

describe('worker entry screens', () => {
  it.each(['/worker', '/worker/entry'])(
    '%s offers the QR scan and the site code, without a broken-link warning',
    async (path) => {
      renderAt(path);

      expect(
        await screen.findByRole('heading', { level: 1, name: heWorker.entry.title }),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: heWorker.entry.scan }).getAttribute('href')).toBe(
        '/worker/scan',
      );
      expect(screen.getByLabelText(heWorker.siteCode.label)).toBeTruthy();
      expect(screen.queryByText(heWorker.entry.incompleteLink)).toBeNull();
    },
  );

  it('any other /worker/... address shows the short screen saying the link is broken', async () => {
    renderAt('/worker/old/link/here');

    expect(await screen.findByText(heWorker.entry.incompleteLink)).toBeTruthy();
    expect(screen.getByLabelText(heWorker.siteCode.label)).toBeTruthy();
  });

  it('a typed site code leads to that site language screen', async () => {
    const router = renderAt('/worker');
    const input = await screen.findByLabelText(heWorker.siteCode.label);

    await userEvent.type(input, 'DEMO{Enter}');

    await vi.waitFor(() => expect(currentUrl(router)).toBe('/worker/language?code=DEMO'));
  });
});

describe('language screen routes', () => {
  it('/language/{siteId} loads the site by id and carries it to the form', async () => {
    const calls = stubFetch({
      'GET /api/sites/7': { body: { id: 7, name: { he: 'Site Seven' } } },
    });
    const router = renderAt('/language/7');

    expect(await screen.findByText('Site Seven')).toBeTruthy();
    // A tap on the language opens the form at once.
    await userEvent.click(screen.getByRole('button', { name: /עברית/ }));

    await vi.waitFor(() => expect(currentUrl(router)).toBe('/worker/form?siteId=7&lang=he'));
    expect(calls).toContain('GET /api/sites/7');
  });
});

describe('waiting and rejection routes', () => {
  it.each([`/waiting/${ENTRY_ID}`, `/waiting/1/${ENTRY_ID}`, `/worker/waiting/${ENTRY_ID}`])(
    '%s shows the request',
    async (path) => {
      renderAt(path);
      expect(await screen.findByText(heWorker.waiting.pending.status)).toBeTruthy();
      expect(screen.getByText('Yossi Cohen')).toBeTruthy();
    },
  );

  it('follows ?lang= and keeps the dropdown choice in the address', async () => {
    const router = renderAt(`/waiting/${ENTRY_ID}?lang=en`);
    expect(await screen.findByText(enWorker.waiting.pending.status)).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');

    await userEvent.selectOptions(screen.getByLabelText(enWorker.languageLabel), 'he');

    expect(await screen.findByText(heWorker.waiting.pending.status)).toBeTruthy();
    expect(currentUrl(router)).toBe(`/waiting/${ENTRY_ID}?lang=he`);
    expect(document.documentElement.dir).toBe('rtl');
  });

  it.each([`/rejection/${ENTRY_ID}/en`, `/worker/rejection/${ENTRY_ID}/en`])(
    '%s shows the rejected request in the language of the link',
    async (path) => {
      stubFetch({
        [`GET /api/entry-requests/${ENTRY_ID}`]: {
          body: entryRequestFixture({ status: 'rejected', rejectionReason: 'No helmet' }),
        },
      });
      const router = renderAt(path);

      expect(await screen.findByText(enWorker.waiting.rejected.heading)).toBeTruthy();
      expect(screen.getByText('No helmet')).toBeTruthy();

      await userEvent.selectOptions(screen.getByLabelText(enWorker.languageLabel), 'ar');
      await vi.waitFor(() => expect(currentUrl(router)).toBe(path.replace(/\/en$/, '/ar')));
    },
  );
});

describe('the root address', () => {
  it('leaves the root without code and lang to the server’s home page, in the public layout', async () => {
    renderAt('/?code=DEMO');
    expect(await screen.findByRole('link', { name: heCommon.appName })).toBeTruthy();
    expect(screen.queryByText('entry form page')).toBeNull();
  });

  it('shows the worker form, outside the public layout, with code and lang', async () => {
    const router = renderAt('/?code=DEMO&lang=he');

    expect(await screen.findByRole('heading', { name: 'entry form page' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: heCommon.appName })).toBeNull();
    expect(currentUrl(router)).toBe('/?code=DEMO&lang=he');
  });
});
