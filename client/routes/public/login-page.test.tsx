import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heErrors from '@shared/i18n/locales/he/errors.json';
import heStaff from '@shared/i18n/locales/he/staff.json';
import type { Role } from '@shared/constants';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/stub-fetch';
import { createQueryClient } from '@/lib/query-client';
import { i18n, initI18n } from '@/lib/i18n';
import { LoginPage } from './login-page';

function userWith(role: Role): SessionUser {
  return {
    id: 7,
    username: 'Dana',
    role,
    firstName: 'דנה',
    lastName: 'לוי',
    fullName: 'דנה לוי',
    companyId: role === 'super_admin' ? null : 1,
    siteId: 3,
    siteName: 'מגדלי הפארק',
    siteCode: 'DEMO',
    siteIds: [3],
    isMainAccount: false,
  };
}

function Landed() {
  return <p data-testid="landed">{useLocation().pathname}</p>;
}

function renderLogin(path = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/scaffolding-login', element: <LoginPage /> },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function remember(username = 'Dana') {
  localStorage.setItem('rememberPreference', 'true');
  localStorage.setItem('savedUsername', username);
}

beforeAll(async () => {
  await initI18n();
  await i18n.loadNamespaces('staff');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('auto-login on /login', () => {
  it.each([
    ['super_admin', '/admin/companies'],
    ['admin', '/manager/dashboard'],
    ['company_admin', '/manager/dashboard'],
    ['manager', '/manager/dashboard'],
    ['safety_manager', '/manager/dashboard'],
  ] as const)('signs a remembered %s in and lands on %s', async (role, landing) => {
    remember();
    const calls = stubFetch({ 'POST /api/auth/auto-login': { body: { user: userWith(role) } } });

    renderLogin();

    expect(await screen.findByTestId('landed')).toHaveProperty('textContent', landing);
    expect(calls).toEqual(['POST /api/auth/auto-login']);
    expect(JSON.parse(localStorage.getItem('userData')!)).toMatchObject({ username: 'Dana', role });
    expect(localStorage.getItem('userRole')).toBe(role);
    expect(localStorage.getItem('userFullName')).toBe('דנה לוי');
  });

  it('sends the saved username with the remember-me cookie', async () => {
    remember('dana');
    stubFetch({ 'POST /api/auth/auto-login': { body: { user: userWith('manager') } } });

    renderLogin();

    await screen.findByTestId('landed');
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'dana' });
  });

  it('lands any other role on /', async () => {
    remember();
    const user = { ...userWith('manager'), role: 'worker' as Role };
    stubFetch({ 'POST /api/auth/auto-login': { body: { user } } });

    renderLogin();

    expect(await screen.findByTestId('landed')).toHaveProperty('textContent', '/');
  });

  it('on failure forgets the saved username and stays on the form', async () => {
    remember();
    stubFetch({
      'POST /api/auth/auto-login': {
        status: 401,
        body: { code: 'UNAUTHENTICATED', message: 'x' },
      },
    });

    renderLogin();

    await waitFor(() => expect(localStorage.getItem('savedUsername')).toBeNull());
    expect(localStorage.getItem('rememberPreference')).toBeNull();
    expect(await screen.findByRole('button', { name: heStaff.login.submit })).toHaveProperty(
      'disabled',
      false,
    );
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  it.each([
    ['after an automatic logout', () => localStorage.setItem('userLoggedOut', 'true')],
    ['after a manual logout', () => localStorage.setItem('manualLogout', 'true')],
    ['without "remember me"', () => localStorage.removeItem('rememberPreference')],
    ['without a saved username', () => localStorage.removeItem('savedUsername')],
  ])('is not tried %s', async (_, change) => {
    remember();
    change();
    const calls = stubFetch({});

    renderLogin();

    await screen.findByRole('button', { name: heStaff.login.submit });
    expect(calls).toEqual([]);
  });

  it('is not tried on the other login routes', async () => {
    remember();
    const calls = stubFetch({});

    renderLogin('/scaffolding-login');

    await screen.findByRole('button', { name: heStaff.login.submit });
    expect(calls).toEqual([]);
  });
});

describe('signing in with the form', () => {
  async function fillAndSubmit(username: string, password: string, rememberMe = false) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(heStaff.login.username), username);
    await user.type(screen.getByLabelText(heStaff.login.password), password);
    if (rememberMe) await user.click(screen.getByLabelText(heStaff.login.remember));
    await user.click(screen.getByRole('button', { name: heStaff.login.submit }));
  }

  it('asks for both fields before calling the server', async () => {
    const calls = stubFetch({});
    renderLogin();

    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(heStaff.login.username), 'dana');
    await user.click(screen.getByRole('button', { name: heStaff.login.submit }));

    expect((await screen.findByRole('alert')).textContent).toBe(heStaff.login.missingFields);
    expect(calls).toEqual([]);
  });

  it('stores the user, remembers the username and lands by role', async () => {
    stubFetch({ 'POST /api/auth/login': { body: { user: userWith('safety_manager') } } });
    localStorage.setItem('userLoggedOut', 'true');
    localStorage.setItem('manualLogout', 'true');
    renderLogin('/scaffolding-login');

    await fillAndSubmit('dana', 'secret-pass', true);

    expect(await screen.findByTestId('landed')).toHaveProperty('textContent', '/manager/dashboard');
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      username: 'dana',
      password: 'secret-pass',
      remember: true,
    });
    expect(localStorage.getItem('rememberPreference')).toBe('true');
    expect(localStorage.getItem('savedUsername')).toBe('Dana');
    expect(localStorage.getItem('userLoggedOut')).toBeNull();
    expect(localStorage.getItem('manualLogout')).toBeNull();
  });

  it('returns the user to the page he had open when his last session ended', async () => {
    stubFetch({ 'POST /api/auth/login': { body: { user: userWith('manager') } } });
    localStorage.setItem(
      'lastVisitedPath',
      JSON.stringify({ username: 'dana', path: '/manager/history?siteId=3' }),
    );
    const router = renderLogin();

    await fillAndSubmit('dana', 'secret-pass');

    expect(await screen.findByTestId('landed')).toHaveProperty('textContent', '/manager/history');
    expect(router.state.location.search).toBe('?siteId=3');
  });

  it.each([
    ['another user', { username: 'yossi', path: '/manager/history' }],
    ['not a staff page', { username: 'Dana', path: '//evil.example/manager' }],
  ])('lands by role when the kept page is %s', async (_, kept) => {
    stubFetch({ 'POST /api/auth/login': { body: { user: userWith('manager') } } });
    localStorage.setItem('lastVisitedPath', JSON.stringify(kept));
    renderLogin();

    await fillAndSubmit('dana', 'secret-pass');

    expect(await screen.findByTestId('landed')).toHaveProperty('textContent', '/manager/dashboard');
  });

  it('shows wrong credentials in the user’s language', async () => {
    stubFetch({
      'POST /api/auth/login': {
        status: 401,
        body: { code: 'INVALID_CREDENTIALS', message: 'bad' },
      },
    });
    renderLogin();

    await fillAndSubmit('dana', 'wrong-pass');

    expect((await screen.findByRole('alert')).textContent).toBe(heErrors.INVALID_CREDENTIALS);
  });

  it('tells a throttled user how many minutes to wait', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 'TOO_MANY_REQUESTS', message: 'wait' }), {
            status: 429,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '600' },
          }),
      ),
    );
    renderLogin();

    await fillAndSubmit('dana', 'wrong-pass');

    expect((await screen.findByRole('alert')).textContent).toBe(
      heStaff.login.throttled.replace('{{minutes}}', '10'),
    );
  });
});
