import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heStaff from '@shared/i18n/locales/he/staff.json';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAFF_REREAD_SPREAD_MS } from '@shared/constants';
import { FakeWebSocket, installFakeWebSocket } from '../../../../test/fake-web-socket';
import { stubFetch, type FakeAnswer } from '../../../../test/stub-fetch';
import { badgeCountsQuery } from '@/data/entry-requests';
import { createQueryClient } from '@/lib/query-client';
import { i18n, initI18n } from '@/lib/i18n';
import { ManagerShell } from './manager-shell';

const ADMIN: SessionUser = {
  id: 2,
  username: 'yossi',
  role: 'admin',
  firstName: 'יוסי',
  lastName: 'אלון',
  fullName: 'יוסי אלון',
  companyId: 1,
  siteId: 5,
  siteName: 'מגדלי הפארק',
  siteCode: 'DEMO',
  siteIds: [5],
  isMainAccount: false,
};

function renderShell(
  user: SessionUser,
  answers: Record<string, FakeAnswer>,
  props: { onRefreshUser?: () => void; onLogout?: () => void } = {},
  client: QueryClient = createQueryClient(),
) {
  stubFetch(answers);
  const shell = (
    <ManagerShell
      user={user}
      onRefreshUser={props.onRefreshUser ?? (() => {})}
      isRefreshing={false}
      onChangePassword={() => {}}
      onLogout={props.onLogout ?? (() => {})}
    >
      <p>page</p>
    </ManagerShell>
  );
  const router = createMemoryRouter([{ path: '/manager/*', element: shell }], {
    initialEntries: ['/manager/approval-queue'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const ADMIN_ANSWERS: Record<string, FakeAnswer> = {
  'GET /api/entry-requests/counts': { body: { pending: 150, scaffolding: 2 } },
  'GET /api/company/profile': { body: { id: 1, name: 'אלון בנייה' } },
  'GET /api/inspections/summary': {
    body: { states: { fit: 9, due_today: 1, overdue: 2, due_now: 1, closed: 4, never: 0 } },
  },
  'GET /api/permits/counts': { body: { live: 3, suspended: 1 } },
};

beforeAll(async () => {
  await initI18n();
  await i18n.loadNamespaces('staff');
});
// The menu follows the staff connection; the tests drive it by hand.
beforeEach(() => installFakeWebSocket());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the manager shell', () => {
  it('shows the page title, site, greeting and role label', async () => {
    renderShell(ADMIN, ADMIN_ANSWERS);

    expect(
      screen.getByRole('heading', { level: 1, name: heStaff.titles.approvalQueue }),
    ).toBeTruthy();
    expect(screen.getByText('מגדלי הפארק')).toBeTruthy();
    expect(screen.getByText('שלום, יוסי אלון')).toBeTruthy();
    expect(screen.getByText(heStaff.roles.admin)).toBeTruthy();
    expect(await screen.findByText('אלון בנייה')).toBeTruthy();
  });

  it('puts the product badge after the page in the content column, not pinned over it', () => {
    renderShell(ADMIN, ADMIN_ANSWERS);

    const badge = screen.getByTestId('product-badge');
    const main = screen.getByRole('main');
    const footer = badge.closest('footer')!;
    expect(footer.parentElement).toBe(main.parentElement);
    expect(main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(badge.className).not.toMatch(/\b(fixed|absolute|sticky)\b/);
  });

  it('caps the pending badge at 99+ and counts today’s scaffold work', async () => {
    renderShell(ADMIN, ADMIN_ANSWERS);

    const pending = await screen.findByLabelText(
      heStaff.menu.pendingCount.replace('{{count}}', '150'),
    );
    expect(pending.textContent).toBe('99+');
    const scaffolding = await screen.findByLabelText(
      heStaff.menu.scaffoldingCount.replace('{{count}}', '2'),
    );
    expect(scaffolding.textContent).toBe('2');
    const permits = await screen.findByLabelText(
      heStaff.menu.permitsCount.replace('{{count}}', '3'),
    );
    expect(permits.textContent).toBe('3');
  });

  it('counts the live permits again when a permit of the user sites changes state', async () => {
    const answers = { ...ADMIN_ANSWERS };
    renderShell(ADMIN, answers);
    const permitsLabel = (count: number) =>
      heStaff.menu.permitsCount.replace('{{count}}', String(count));
    expect((await screen.findByLabelText(permitsLabel(3))).textContent).toBe('3');
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    answers['GET /api/permits/counts'] = { body: { live: 4, suspended: 1 } };
    act(() =>
      socket.receive({
        type: 'permit_changed',
        data: { permitId: 12, siteId: 5, state: 'active' },
      }),
    );
    const updated = await screen.findByLabelText(
      permitsLabel(4),
      {},
      { timeout: STAFF_REREAD_SPREAD_MS + 1000 },
    );
    expect(updated.textContent).toBe('4');
  });

  it('reminds of the inspections to make beside the scaffold work, leaving closed items out', async () => {
    renderShell(ADMIN, ADMIN_ANSWERS);

    const reminders = await screen.findByLabelText(
      heStaff.menu.inspectionsCount.replace('{{count}}', '4'),
    );
    expect(reminders.textContent).toBe('4');
    const link = screen.getByRole('link', { name: new RegExp(heStaff.menu.scaffolding) });
    expect(
      within(link).getByLabelText(heStaff.menu.scaffoldingCount.replace('{{count}}', '2')),
    ).toBeTruthy();
    expect(link.contains(reminders)).toBe(true);
  });

  it('hides the badges when their call fails instead of showing a number', async () => {
    renderShell(ADMIN, {
      ...ADMIN_ANSWERS,
      'GET /api/entry-requests/counts': {
        status: 500,
        body: { code: 'INTERNAL', message: 'x' },
      },
    });

    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    const queueLink = screen.getByRole('link', { name: heStaff.menu.approvalQueue });
    expect(queueLink.textContent).toBe(heStaff.menu.approvalQueue);
  });

  it('reads both badges from one counts call, never from the lists', async () => {
    const client = createQueryClient();
    renderShell({ ...ADMIN, siteIds: [5, 6] }, ADMIN_ANSWERS, {}, client);
    await screen.findByLabelText(heStaff.menu.pendingCount.replace('{{count}}', '150'));
    expect(client.getQueryData(badgeCountsQuery().queryKey)).toEqual({
      pending: 150,
      scaffolding: 2,
    });
    const urls = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
    expect(urls.filter((url) => url.includes('/api/entry-requests'))).toEqual([
      '/api/entry-requests/counts',
    ]);
  });

  it("gives the super admin the platform's screens only, and no counts", async () => {
    renderShell(
      { ...ADMIN, role: 'super_admin', companyId: null, siteIds: [], siteId: null, siteCode: null },
      {},
    );
    const nav = screen.getByRole('navigation', { name: heStaff.shell.navigation });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '');
    expect(links.slice(0, 1)).toEqual(['/admin/companies']);
    expect(links).toContain('/admin/system');
    expect(links.filter((href) => !href.startsWith('/admin/'))).toEqual([]);
    // Long enough for any query the shell would start to have called fetch.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });

  it('offers refresh-user-details and logout', async () => {
    const onRefreshUser = vi.fn();
    const onLogout = vi.fn();
    renderShell(ADMIN, ADMIN_ANSWERS, { onRefreshUser, onLogout });

    await userEvent.click(screen.getByRole('button', { name: heStaff.shell.refreshUser }));
    await userEvent.click(screen.getByRole('button', { name: heStaff.menu.logout }));

    expect(onRefreshUser).toHaveBeenCalledTimes(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
