import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/stub-fetch';
import { apiGet } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { RequireStaff } from './require-staff';
import { SITE_MANAGER } from '../../../../test/session-users';

const MANAGER = SITE_MANAGER;

/** A staff screen: it asks for its data as soon as it renders. */
function Dashboard() {
  const { data } = useQuery({
    queryKey: ['dashboard'],
    queryFn: () => apiGet<{ total: number }>('/api/dashboard'),
  });
  return <p data-testid="inside">{data ? data.total : '…'}</p>;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderDashboard() {
  const router = createMemoryRouter(
    [
      {
        path: '/manager/dashboard',
        element: (
          <RequireStaff loading={<p data-testid="loading">loading</p>}>
            {() => <Dashboard />}
          </RequireStaff>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/manager/dashboard'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the staff guard with a user kept in storage', () => {
  it('sends no call of the screen before the server says the session has ended', async () => {
    // The browser was reopened: storage still holds the user, the session cookie is gone.
    localStorage.setItem('userData', JSON.stringify(MANAGER));
    const calls = stubFetch({
      'GET /api/auth/status': {
        body: { authenticated: false, user: null, persistedForAdmin: false },
      },
      'GET /api/dashboard': {
        status: 401,
        body: { code: 'UNAUTHENTICATED', message: 'sign in' },
      },
    });
    renderDashboard();
    expect(screen.getByTestId('loading')).toBeTruthy();
    expect((await screen.findByTestId('where')).textContent).toBe('/login');
    expect(calls).toEqual(['GET /api/auth/status']);
  });

  it('opens the screen once the session is confirmed', async () => {
    localStorage.setItem('userData', JSON.stringify(MANAGER));
    const calls = stubFetch({
      'GET /api/auth/status': {
        body: { authenticated: true, user: MANAGER, persistedForAdmin: false },
      },
      'GET /api/dashboard': { body: { total: 7 } },
    });
    renderDashboard();
    await vi.waitFor(() => expect(screen.getByTestId('inside').textContent).toBe('7'));
    expect(calls).toEqual(['GET /api/auth/status', 'GET /api/dashboard']);
  });

  it('keeps the stored user through a status call that could not reach the server', async () => {
    localStorage.setItem('userData', JSON.stringify(MANAGER));
    stubFetch({
      'GET /api/auth/status': () => {
        throw new TypeError('Failed to fetch');
      },
      'GET /api/dashboard': { body: { total: 3 } },
    });
    renderDashboard();
    expect(await screen.findByTestId('inside')).toBeTruthy();
  });
});
