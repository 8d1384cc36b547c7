import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import enWorker from '@shared/i18n/locales/en/worker.json';
import heWorker from '@shared/i18n/locales/he/worker.json';
import { LANGUAGE_NAMES, LANGUAGES } from '@shared/i18n/languages';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SELECTED_LANGUAGE_KEY, changeLanguage, i18n, initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { stubFetch } from '../../../../test/stub-fetch';
import { SITE_NAME_KEY } from '../lib/site-name-cache';
import type { SiteRef } from '@/data/sites';
import { LanguageScreen } from './language-screen';

function FormProbe() {
  const location = useLocation();
  return <p data-testid="form-url">{location.pathname + location.search}</p>;
}

function renderScreen(site: SiteRef, preview: string | null = null) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/worker/language']}>
        <Routes>
          <Route
            path="/worker/language"
            element={<LanguageScreen site={site} preview={preview} />}
          />
          <Route path="/worker/form" element={<FormProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const DEMO = { code: 'DEMO', siteId: null };

beforeAll(async () => {
  await initI18n();
  await i18n.loadNamespaces('worker');
});

beforeEach(async () => {
  await changeLanguage('he');
  window.localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the language screen', () => {
  it('takes the place of the screen the server drew, in its first render', () => {
    const boot = document.createElement('div');
    boot.id = 'boot';
    document.body.append(boot);
    stubFetch({
      'GET /api/sites/code/DEMO': { body: { id: 1, code: 'DEMO', name: { he: 'מגדלי הפארק' } } },
    });
    renderScreen(DEMO);
    expect(screen.getByRole('heading', { name: heWorker.selectLanguage })).toBeTruthy();
    expect(document.getElementById('boot')).toBeNull();
  });

  it('lists the nine languages by their own names and shows the site name', async () => {
    stubFetch({
      'GET /api/sites/code/DEMO': { body: { id: 1, code: 'DEMO', name: { he: 'מגדלי הפארק' } } },
    });
    renderScreen(DEMO);

    expect(screen.getByRole('heading', { name: heWorker.selectLanguage })).toBeTruthy();
    for (const language of LANGUAGES) {
      const button = screen.getByRole('button', { name: LANGUAGE_NAMES[language] });
      expect(button.getAttribute('lang')).toBe(language);
    }
    expect(screen.getByRole('button', { name: 'עברית' }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('מגדלי הפארק')).toBeTruthy();
    expect(screen.queryByRole('button', { name: heWorker.continue })).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(SITE_NAME_KEY) ?? '{}')).toEqual({
      'code:DEMO': { he: 'מגדלי הפארק' },
    });
  });

  it('shows the site name in the page language, a Hebrew fallback marked right to left', async () => {
    await changeLanguage('en');
    stubFetch({
      'GET /api/sites/code/DEMO': { body: { name: { he: 'מגדלי הפארק', en: 'Park Towers' } } },
    });
    renderScreen(DEMO);
    const name = await screen.findByText('Park Towers');
    expect([name.getAttribute('lang'), name.getAttribute('dir')]).toEqual(['en', 'ltr']);

    await changeLanguage('ru');
    stubFetch({ 'GET /api/sites/code/DEMO': { body: { name: { he: 'מגדלי הפארק' } } } });
    renderScreen({ code: 'DEMO', siteId: 1 });
    const fallback = await screen.findByText('מגדלי הפארק');
    expect([fallback.getAttribute('lang'), fallback.getAttribute('dir')]).toEqual(['he', 'rtl']);
  });

  it('opens the form in the language tapped, with code and lang, and no preview when the link had none', async () => {
    stubFetch({ 'GET /api/sites/code/DEMO': { body: { name: { he: 'מגדלי הפארק' } } } });
    renderScreen(DEMO);

    await userEvent.click(screen.getByRole('button', { name: 'Русский' }));

    expect((await screen.findByTestId('form-url')).textContent).toBe(
      '/worker/form?code=DEMO&lang=ru',
    );
    expect(window.localStorage.getItem(SELECTED_LANGUAGE_KEY)).toBe('ru');
  });

  it('carries siteId and preview when the link had them', async () => {
    stubFetch({ 'GET /api/sites/code/DEMO': { body: { name: { he: 'מגדלי הפארק' } } } });
    renderScreen({ code: 'DEMO', siteId: 1 }, 'true');

    await userEvent.click(screen.getByRole('button', { name: 'עברית' }));

    expect((await screen.findByTestId('form-url')).textContent).toBe(
      '/worker/form?code=DEMO&siteId=1&lang=he&preview=true',
    );
    expect(window.localStorage.getItem(SELECTED_LANGUAGE_KEY)).toBe('he');
  });

  it('loads the site by id when there is no code', async () => {
    const calls = stubFetch({ 'GET /api/sites/12': { body: { name: { he: 'אתר שתים עשרה' } } } });
    renderScreen({ code: null, siteId: 12 });

    expect(await screen.findByText('אתר שתים עשרה')).toBeTruthy();
    expect(calls).toEqual(['GET /api/sites/12']);
  });
});

describe('a link no site answers to', () => {
  it('says at once that no site has the code, offers to scan again or type it, and opens no form', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = stubFetch({});
    renderScreen({ code: 'abc', siteId: null });

    expect((await screen.findByRole('alert')).textContent).toBe(heWorker.siteCode.notFound);
    expect(calls).toEqual(['GET /api/sites/code/abc']);
    expect(screen.getByRole('link', { name: heWorker.entry.scan }).getAttribute('href')).toBe(
      '/worker/scan',
    );
    expect(
      screen.getByRole('link', { name: heWorker.language.typeCode }).getAttribute('href'),
    ).toBe('/worker');
    expect(screen.queryByRole('button', { name: heWorker.continue })).toBeNull();

    // A language still switches the page, so the message can be read; it leads nowhere.
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(enWorker.siteCode.notFound);
    expect(screen.queryByTestId('form-url')).toBeNull();
  });

  it('says the same for a code that cannot be a site code, without asking the server', async () => {
    const calls = stubFetch({});
    renderScreen({ code: 'a!', siteId: null });
    expect((await screen.findByRole('alert')).textContent).toBe(heWorker.siteCode.notFound);
    expect(calls).toEqual([]);
  });
});

describe('the site name when the call fails', () => {
  it('stays empty and is only logged when the site was never seen', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({
      'GET /api/sites/code/DEMO': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderScreen(DEMO);

    await vi.waitFor(() => expect(log).toHaveBeenCalled(), { timeout: 3000 });
    expect(screen.getByTestId('site-name').textContent).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the name cached on this phone for that site, names kept before as plain text too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem(
      SITE_NAME_KEY,
      JSON.stringify({ 'code:DEMO': 'מגדלי הפארק', 'code:OTHER': { he: 'אתר אחר' } }),
    );
    stubFetch({
      'GET /api/sites/code/DEMO': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderScreen(DEMO);

    expect(screen.getByTestId('site-name').textContent).toBe('מגדלי הפארק');
  });

  it('forgets a site the server does not know', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem(SITE_NAME_KEY, JSON.stringify({ 'code:GONE1': 'Old site' }));
    stubFetch({});
    renderScreen({ code: 'GONE1', siteId: null });

    // The name is empty before the cached one is shown too: wait for the failed call itself.
    await vi.waitFor(() => {
      expect(log).toHaveBeenCalled();
      expect(window.localStorage.getItem(SITE_NAME_KEY)).toBe('{}');
      expect(screen.getByTestId('site-name').textContent).toBe('');
    });
  });
});
