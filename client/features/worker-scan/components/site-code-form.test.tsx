import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heWorker from '@shared/i18n/locales/he/worker.json';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n, initI18n } from '@/lib/i18n';
import { renderWithClient } from '../../../../test/render-client';
import { stubFetch } from '../../../../test/stub-fetch';
import { SiteCodeForm } from './site-code-form';

beforeAll(async () => {
  await initI18n();
  await i18n.loadNamespaces('worker');
});

beforeEach(() => changeLanguage('he'));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function submit(code: string) {
  const onSite = vi.fn();
  renderWithClient(<SiteCodeForm onSite={onSite} />);
  await userEvent.type(screen.getByLabelText(heWorker.siteCode.label), `${code}{Enter}`);
  return onSite;
}

describe('SiteCodeForm', () => {
  it('goes on with a code the server knows', async () => {
    const calls = stubFetch({ 'GET /api/sites/code/DEMO': { body: { name: 'x' } } });
    const onSite = await submit(' DEMO ');

    await vi.waitFor(() => expect(onSite).toHaveBeenCalledWith({ code: 'DEMO' }));
    expect(calls).toEqual(['GET /api/sites/code/DEMO']);
  });

  it('refuses a malformed code without asking the server', async () => {
    const calls = stubFetch({});
    const onSite = await submit('A-1');

    expect((await screen.findByRole('alert')).textContent).toBe(heWorker.siteCode.invalid);
    expect(screen.getByLabelText(heWorker.siteCode.label).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(onSite).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('says when no site has the code, and lets the worker fix it', async () => {
    stubFetch({ 'GET /api/sites/code/DEMO': { body: { name: 'x' } } });
    const onSite = await submit('DEMX');

    expect((await screen.findByRole('alert')).textContent).toBe(heWorker.siteCode.notFound);
    expect(onSite).not.toHaveBeenCalled();

    const input = screen.getByLabelText(heWorker.siteCode.label);
    await userEvent.clear(input);
    await userEvent.type(input, 'DEMO{Enter}');
    await vi.waitFor(() => expect(onSite).toHaveBeenCalledWith({ code: 'DEMO' }));
  });

  it('goes on when the check itself fails: the next screens report it in context', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({
      'GET /api/sites/code/DEMO': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const onSite = await submit('DEMO');

    await vi.waitFor(() => expect(onSite).toHaveBeenCalledWith({ code: 'DEMO' }));
  });
});
