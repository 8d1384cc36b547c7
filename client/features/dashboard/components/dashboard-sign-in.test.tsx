import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import enReview from '@shared/i18n/locales/en/review.json';
import enStaff from '@shared/i18n/locales/en/staff.json';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { staffUserFixture } from '../../../../test/entry-review-fixtures';
import { FakeWebSocket, installFakeWebSocket } from '../../../../test/fake-web-socket';
import { signedInAnswer, stubFetch, type FakeAnswer } from '../../../../test/stub-fetch';
import { routes } from '@/app/routes';
import { discoverStaffRoutes } from '@/app/staff-routes';
import { createQueryClient } from '@/lib/query-client';

setUpScreenTest(['staff', 'review', 'manage'], 'en');

const manager = staffUserFixture();
const DASHBOARD = {
  today: { pending: 3, approved: 12, onSite: 9, rejected: 1 },
  activity: [],
  perDay: [],
};

let calls: string[];

beforeEach(() => {
  installFakeWebSocket();
  const answers: Record<string, FakeAnswer> = {
    'POST /api/auth/login': { body: { success: true, user: manager } },
    'GET /api/dashboard': { body: DASHBOARD },
    'GET /api/sites': { body: { sites: [] } },
    'GET /api/company/profile': { body: { id: 1, name: 'Gova Building' } },
    'GET /api/entry-requests/counts': { body: { pending: 3, scaffolding: 0 } },
  };
  // Nobody is signed in until the login call went out.
  Object.defineProperty(answers, 'GET /api/auth/status', {
    enumerable: true,
    get: () =>
      calls.includes('POST /api/auth/login')
        ? signedInAnswer(manager)
        : { body: { authenticated: false, user: null, persistedForAdmin: false } },
  });
  calls = stubFetch(answers);
});

/** The calls made more than once. */
const repeated = (list: string[]) => list.filter((call, i) => list.indexOf(call) !== i);

describe('signing in to the dashboard', () => {
  it(
    'reads each endpoint once, the staff connection opening included',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      const router = createMemoryRouter(routes, {
        initialEntries: ['/manager/login'],
        patchRoutesOnNavigation: discoverStaffRoutes,
      });
      render(
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      );
      // The first screen's chunks are transformed on demand, which takes seconds on a busy machine.
      const wait = { timeout: 10_000 };
      await user.type(await screen.findByLabelText(enStaff.login.username, {}, wait), 'avi');
      await user.type(screen.getByLabelText(enStaff.login.password), 'secret-password');
      await user.click(screen.getByRole('button', { name: enStaff.login.submit }));
      await screen.findByRole('list', { name: enReview.dashboard.todayTitle }, wait);

      // The socket opens after the screen has read its data, as it does on a real network.
      await act(async () => FakeWebSocket.latest().open());
      await act(() => new Promise((settle) => setTimeout(settle, 50)));

      expect(calls).toContain('GET /api/dashboard');
      expect(repeated(calls)).toEqual([]);
    },
  );
});
