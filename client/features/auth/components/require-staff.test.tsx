import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import heStaff from '@shared/i18n/locales/he/staff.json';
import { AUTO_LOGOUT_MS } from '@shared/constants';
import type { Role } from '@shared/constants';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/stub-fetch';
import { createQueryClient } from '@/lib/query-client';
import { i18n, initI18n } from '@/lib/i18n';
import { closeOrLeave, leaveTo } from '../lib/leave-page';
import { RequireStaff } from './require-staff';
import { SITE_MANAGER } from '../../../../test/session-users';

vi.mock('../lib/leave-page', () => ({ leaveTo: vi.fn(), closeOrLeave: vi.fn() }));

const MANAGER = SITE_MANAGER;
const SUPER: SessionUser = { ...MANAGER, id: 1, role: 'super_admin', companyId: null };

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderGuarded(path: string, roles?: readonly Role[]) {
  const guarded = (
    <RequireStaff roles={roles} loading={<p>loading</p>}>
      {({ user }) => <p data-testid="inside">{user.username}</p>}
    </RequireStaff>
  );
  const router = createMemoryRouter(
    [
      { path: '/manager/dashboard', element: <Where /> },
      { path: '/manager/*', element: guarded },
      { path: '/admin/*', element: guarded },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function signedIn(user: SessionUser, persistedForAdmin = false) {
  localStorage.setItem('userData', JSON.stringify(user));
  localStorage.setItem('userRole', user.role);
  localStorage.setItem('userFullName', user.fullName);
  return stubFetch({
    'GET /api/auth/status': { body: { authenticated: true, user, persistedForAdmin } },
    'POST /api/logout': { body: { success: true } },
  });
}

beforeAll(async () => {
  await initI18n();
  await i18n.loadNamespaces('staff');
});
beforeEach(() => {
  vi.mocked(leaveTo).mockClear();
  vi.mocked(closeOrLeave).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the staff route guard', () => {
  it('lets a signed-in user in', async () => {
    signedIn(MANAGER);
    renderGuarded('/manager/history');
    expect((await screen.findByTestId('inside')).textContent).toBe('avi');
  });

  it('sends a visitor without a session to /login', async () => {
    stubFetch({
      'GET /api/auth/status': {
        body: { authenticated: false, user: null, persistedForAdmin: false },
      },
    });
    renderGuarded('/manager/history');
    expect((await screen.findByTestId('where')).textContent).toBe('/login');
  });

  it('treats a failed status call as signed out', async () => {
    stubFetch({
      'GET /api/auth/status': { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'x' } },
    });
    renderGuarded('/manager/history');
    expect((await screen.findByTestId('where')).textContent).toBe('/login');
  });

  it('drops a stored user the server no longer knows, and goes to /login', async () => {
    localStorage.setItem('userData', JSON.stringify(MANAGER));
    stubFetch({
      'GET /api/auth/status': {
        body: { authenticated: false, user: null, persistedForAdmin: false },
      },
    });
    renderGuarded('/manager/history');
    expect((await screen.findByTestId('where')).textContent).toBe('/login');
    expect(localStorage.getItem('userData')).toBeNull();
    expect(localStorage.getItem('userLoggedOut')).toBeNull();
  });

  it('logs unreadable stored user data and asks the server instead', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('userData', '{not json');
    const calls = stubFetch({
      'GET /api/auth/status': {
        body: { authenticated: true, user: MANAGER, persistedForAdmin: false },
      },
    });
    renderGuarded('/manager/history');
    expect((await screen.findByTestId('inside')).textContent).toBe('avi');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('userData'));
    expect(calls).toContain('GET /api/auth/status');
    expect(JSON.parse(localStorage.getItem('userData')!)).toMatchObject({ username: 'avi' });
  });

  it('never stores the user again once he has signed out', async () => {
    localStorage.setItem('userLoggedOut', 'true');
    stubFetch({
      'GET /api/auth/status': {
        body: { authenticated: true, user: MANAGER, persistedForAdmin: false },
      },
    });
    renderGuarded('/manager/history');
    await screen.findByTestId('inside');
    expect(localStorage.getItem('userData')).toBeNull();
  });

  it('sends a non-super-admin away from admin pages to the dashboard', async () => {
    signedIn(MANAGER);
    renderGuarded('/admin/companies', ['super_admin']);
    expect((await screen.findByTestId('where')).textContent).toBe('/manager/dashboard');
  });

  it('lets the super admin into admin pages', async () => {
    signedIn(SUPER);
    renderGuarded('/admin/companies', ['super_admin']);
    expect(await screen.findByTestId('inside')).toBeTruthy();
  });
});

describe('the 2-hour auto-logout', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'],
    });
  });

  it('clears the user, explains why in an alert, ends the session and goes to /login', async () => {
    const calls = signedIn(MANAGER);
    localStorage.setItem('openEntryRequestId', 'abc');
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderGuarded('/manager/history');

    await act(() => vi.advanceTimersByTimeAsync(AUTO_LOGOUT_MS - 60_000));
    expect(alert).not.toHaveBeenCalled();
    expect(localStorage.getItem('userData')).not.toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(alert).toHaveBeenCalledWith(heStaff.autoLogout.message);
    for (const key of ['userData', 'userRole', 'userFullName', 'openEntryRequestId']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem('userLoggedOut')).toBe('true');
    expect(localStorage.getItem('manualLogout')).toBeNull();
    expect(calls).toContain('POST /api/logout');
    expect(closeOrLeave).toHaveBeenCalledWith('/login');
  });

  it('keeps the page that was open through the sign-out, for the same user to return to', async () => {
    signedIn(MANAGER);
    vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderGuarded('/manager/history?siteId=2');
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(AUTO_LOGOUT_MS));
    expect(localStorage.getItem('userData')).toBeNull();
    expect(JSON.parse(localStorage.getItem('lastVisitedPath')!)).toEqual({
      username: 'avi',
      path: '/manager/history?siteId=2',
    });
  });

  it('spares a persisted main-account login on the admin company pages', async () => {
    signedIn(SUPER, true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderGuarded('/admin/companies/5', ['super_admin']);

    // The status answer (persisted) arrives and renders first, as it would within milliseconds.
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(AUTO_LOGOUT_MS * 2));
    expect(alert).not.toHaveBeenCalled();
    expect(closeOrLeave).not.toHaveBeenCalled();
  });

  it('spares the persisted main account, a company admin by role, on the product-line pages', async () => {
    signedIn({ ...MANAGER, role: 'company_admin', isMainAccount: true }, true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderGuarded('/admin/simple-company-management');

    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(AUTO_LOGOUT_MS * 2));
    expect(alert).not.toHaveBeenCalled();
  });

  it('does not spare a login that is not persisted', async () => {
    signedIn(SUPER, false);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderGuarded('/admin/companies', ['super_admin']);

    // The session is known once the status answers; the 2 hours count from then.
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(AUTO_LOGOUT_MS));
    expect(alert).toHaveBeenCalledTimes(1);
  });
});
