import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import heStaff from '@shared/i18n/locales/he/staff.json';
import type { Role } from '@shared/constants';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpScreenTest } from '../../../test/client-i18n';
import { staffUserFixture } from '../../../test/entry-review-fixtures';
import { installFakeWebSocket } from '../../../test/fake-web-socket';
import { signedInAnswer, stubFetch } from '../../../test/stub-fetch';
import { staffRoutes } from '../staff.routes';
import { createQueryClient } from '@/lib/query-client';

setUpScreenTest(['staff'], 'he');

beforeEach(() => installFakeWebSocket());

/** The app's own staff routes and shell, signed in with `role`, at `path`. */
function openAs(role: Role, path: string) {
  const user = staffUserFixture({
    role,
    ...(role === 'super_admin' && { companyId: null, siteId: null, siteCode: null }),
  });
  stubFetch({
    'GET /api/auth/status': signedInAnswer(user),
    'GET /api/company/profile': { body: { name: 'Gova' } },
  });
  const router = createMemoryRouter(staffRoutes, {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

// The first screen of a run downloads the shell's and the page's modules: on a busy machine
// that alone may take the default five seconds, so the wait and the test get longer.
const FIRST_SCREEN_MS = 15_000;
const refusal = () =>
  screen.findByRole('heading', { name: heStaff.screenAccess.title }, { timeout: FIRST_SCREEN_MS });

describe('a staff screen typed by a role that may not open it', () => {
  it.each<[Role, string, string]>([
    ['safety_manager', '/manager/users', '/manager/dashboard'],
    ['safety_manager', '/manager/form-editor', '/manager/dashboard'],
    ['super_admin', '/manager/contact-requests', '/admin/companies'],
    ['manager', '/manager/company-profile', '/manager/dashboard'],
    ['admin', '/admin/system', '/manager/dashboard'],
    ['super_admin', '/manager/dashboard', '/admin/companies'],
  ])(
    'a %s on %s sees the refusal instead of the screen, with a way to %s',
    async (role, path, landing) => {
      openAs(role, path);
      await refusal();
      const main = screen.getByRole('main');
      const home = within(main).getByRole('link', { name: heStaff.screenAccess.toLanding });
      expect(home.getAttribute('href')).toBe(landing);
      // Every screen's body is a named section (ManagePage, AdminPage); none was rendered.
      expect(main.querySelector('section[aria-label]')).toBeNull();
    },
    FIRST_SCREEN_MS + 5000,
  );

  it('lets the same shell show a screen the role may open', async () => {
    openAs('safety_manager', '/manager/history');
    const main = await screen.findByRole('main', {}, { timeout: 5000 });
    await waitFor(() => expect(main.querySelector('section[aria-label]')).not.toBeNull());
    expect(within(main).queryByRole('heading', { name: heStaff.screenAccess.title })).toBeNull();
  });
});
