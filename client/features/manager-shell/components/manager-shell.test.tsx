import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heStaff from '@shared/i18n/locales/he/staff.json';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubFetch, type FakeAnswer } from '../../../../test/stub-fetch';
import { localIsoDate } from '../lib/scaffolding-count';
import { pendingRequestsQuery } from '@/data/entry-requests';
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
};

const approved = (overrides: Record<string, unknown>) => ({
  id: 'r1',
  requestNumber: 1,
  status: 'approved',
  rejectionReason: null,
  siteId: 5,
  siteName: 'מגדלי הפארק',
  worker: { firstName: 'א', lastName: 'ב', phone: '050', company: 'ג' },
  workStartDate: localIsoDate(),
  scaffoldingNumber: 'P-101',
  platformNumber: null,
  exitTime: null,
  createdAt: '2025-01-01T08:00:00Z',
  decidedAt: null,
  decidedByName: null,
  selfieFileId: null,
  ...overrides,
});

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
  'GET /api/entry-requests/pending': {
    body: { requests: Array.from({ length: 150 }, (_, i) => ({ id: String(i) })) },
  },
  'GET /api/entry-requests/approved': {
    body: [
      approved({}),
      approved({ id: 'r2', scaffoldingNumber: null, platformNumber: 'LP-7' }),
      approved({ id: 'r3', exitTime: '2025-01-01T10:00:00Z' }),
    ],
  },
  'GET /api/company/profile': { body: { id: 1, name: 'אלון בנייה' } },
};

beforeAll(async () => {
  await initI18n();
  await i18n.loadNamespaces('staff');
});
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
  });

  it('hides a badge whose call fails instead of showing a number', async () => {
    renderShell(ADMIN, {
      ...ADMIN_ANSWERS,
      'GET /api/entry-requests/pending': {
        status: 500,
        body: { code: 'INTERNAL', message: 'x' },
      },
    });

    await screen.findByLabelText(heStaff.menu.scaffoldingCount.replace('{{count}}', '2'));
    const queueLink = screen.getByRole('link', { name: heStaff.menu.approvalQueue });
    expect(queueLink.textContent).toBe(heStaff.menu.approvalQueue);
  });

  it('counts the queue’s own query: one call for the badge and the queue', async () => {
    const client = createQueryClient();
    renderShell({ ...ADMIN, siteIds: [5, 6] }, ADMIN_ANSWERS, {}, client);
    await screen.findByLabelText(heStaff.menu.pendingCount.replace('{{count}}', '150'));
    expect(client.getQueryData(pendingRequestsQuery().queryKey)?.requests).toHaveLength(150);
    const urls = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
    expect(urls.filter((url) => url.includes('/pending'))).toEqual(['/api/entry-requests/pending']);
  });

  it('gives the super admin only companies and system management, and no counts', async () => {
    renderShell(
      { ...ADMIN, role: 'super_admin', companyId: null, siteIds: [], siteId: null, siteCode: null },
      {},
    );
    const nav = screen.getByRole('navigation', { name: heStaff.shell.navigation });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/admin/companies', '/admin/system']);
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
