import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heAdmin from '@shared/i18n/locales/he/admin.json';
import heReview from '@shared/i18n/locales/he/review.json';
import heStaff from '@shared/i18n/locales/he/staff.json';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type { CompanyCard, PlatformCompany } from '@shared/schemas/platform-admin';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatWait } from '@/features/dashboard/lib/wait-duration';
import { createQueryClient } from '@/lib/query-client';
import { changeLanguage, i18n, initI18n } from '@/lib/i18n';
import { staffUserFixture } from '../../../test/entry-review-fixtures';
import { sentBodies } from '../../../test/render-client';
import { stubFetch, type FakeAnswer } from '../../../test/stub-fetch';
import { staffRoutes } from '../staff.routes';
import { CompanyCardPage } from './company-card-page';

const SUPER_ADMIN = staffUserFixture({
  id: 1,
  username: 'demo-super',
  role: 'super_admin',
  companyId: null,
  siteId: null,
  siteName: null,
  siteCode: null,
  siteIds: [],
});

const DEMO: PlatformCompany = {
  id: 1,
  name: 'אלון בנייה',
  type: 'main_contractor',
  contactPerson: 'יוסי',
  phone: '03-5551234',
  email: '',
  address: '',
  isActive: true,
  siteCount: 1,
  userCount: 4,
  requestsThisMonth: 12,
  createdAt: '2026-01-01T08:00:00.000Z',
};

const CARD: CompanyCard = {
  company: DEMO,
  sites: [{ id: 5, code: 'DEMO', name: 'מגדלי הפארק', location: '', isActive: true }],
  users: [{ id: 2, username: 'demo-admin', fullName: 'יוסי אלון', role: 'admin', isActive: true }],
  activity: { today: 1, last7Days: 3, last30Days: 12, pendingNow: 1, lastRequestAt: null },
};

let answers: Record<string, FakeAnswer>;

function signedIn(user: SessionUser) {
  answers['GET /api/auth/status'] = {
    body: { authenticated: true, user, persistedForAdmin: false },
  };
}

function renderAt(path: string, routes: RouteObject[]) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeAll(async () => {
  await initI18n();
  await i18n.loadNamespaces(['staff', 'admin', 'manage', 'validation', 'backoffice', 'review']);
});
beforeEach(async () => {
  await changeLanguage('he');
  answers = {};
  stubFetch(answers);
});
afterEach(() => vi.unstubAllGlobals());

describe('/admin/companies for the super admin', () => {
  it("shows the shell with the platform's screens only, and the companies", async () => {
    signedIn(SUPER_ADMIN);
    answers['GET /api/admin/companies'] = { body: { companies: [DEMO] } };
    renderAt('/admin/companies', staffRoutes);

    // The layout and the page are lazy chunks: the first render in a run compiles them.
    expect(await screen.findByRole('link', { name: DEMO.name }, { timeout: 20_000 })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: heStaff.shell.navigation });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '');
    expect(links.slice(0, 1)).toEqual(['/admin/companies']);
    expect(links).toContain('/admin/system');
    expect(links.filter((href) => !href.startsWith('/admin/'))).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heStaff.titles.companies);
    const row = screen.getByRole('row', { name: new RegExp(DEMO.name) });
    expect(within(row).getByText('12')).toBeTruthy();
    expect(within(row).getByText(heAdmin.companies.active)).toBeTruthy();
    const csv = screen.getByRole('link', { name: heAdmin.companies.export });
    expect(csv.getAttribute('href')).toBe('/api/admin/companies/export.csv?lang=he');
  });

  it('deactivates a company after confirmation', async () => {
    signedIn(SUPER_ADMIN);
    answers['GET /api/admin/companies'] = { body: { companies: [DEMO] } };
    answers['PUT /api/admin/companies/1/status'] = { body: { ...DEMO, isActive: false } };
    renderAt('/admin/companies', staffRoutes);

    await userEvent.click(
      await screen.findByRole('button', { name: heAdmin.companies.deactivate }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: heAdmin.companies.deactivate }),
    );
    expect(await screen.findByText(`${DEMO.name} הושבתה.`)).toBeTruthy();
    expect(sentBodies('PUT /api/admin/companies/1/status')).toEqual([{ isActive: false }]);
  });

  it('checks a new company in the browser with the server rules and sends nothing bad', async () => {
    signedIn(SUPER_ADMIN);
    answers['GET /api/admin/companies'] = { body: { companies: [] } };
    renderAt('/admin/companies', staffRoutes);

    await userEvent.click(await screen.findByRole('button', { name: heAdmin.companies.add }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: heAdmin.form.create }));
    expect(dialog.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThan(0);
    expect(sentBodies('POST /api/admin/companies')).toEqual([]);
  });
  it('creates a company with its first admin in one call and says how the admin signs in', async () => {
    signedIn(SUPER_ADMIN);
    answers['GET /api/admin/companies'] = { body: { companies: [] } };
    answers['POST /api/admin/companies'] = { status: 201, body: { ...DEMO, name: 'בטא' } };
    renderAt('/admin/companies', staffRoutes);

    await userEvent.click(await screen.findByRole('button', { name: heAdmin.companies.add }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/שם החברה/), 'בטא');
    await userEvent.type(within(dialog).getByLabelText(/שם משתמש/), 'beta-boss');
    await userEvent.type(within(dialog).getByLabelText(/סיסמה/), 'long-enough-1');
    await userEvent.click(within(dialog).getByRole('button', { name: heAdmin.form.create }));

    expect(await screen.findByText(/beta-boss/)).toBeTruthy();
    expect(sentBodies('POST /api/admin/companies')).toEqual([
      {
        company: {
          name: 'בטא',
          type: 'main_contractor',
          contactPerson: '',
          phone: '',
          email: '',
          address: '',
        },
        admin: {
          username: 'beta-boss',
          password: 'long-enough-1',
          firstName: '',
          lastName: '',
          phone: '',
          email: '',
        },
      },
    ]);
  });
});

describe('/admin/companies/{companyId}', () => {
  const cardRoute: RouteObject[] = [
    { path: '/admin/companies/:companyId', element: <CompanyCardPage /> },
  ];

  it("shows 'No permission' to a user the server refuses, with a way back", async () => {
    signedIn(staffUserFixture({ role: 'admin' }));
    answers['GET /api/admin/companies/1'] = {
      status: 403,
      body: { code: 'FORBIDDEN', message: 'forbidden' },
    };
    renderAt('/admin/companies/1', cardRoute);

    expect(await screen.findByText(heAdmin.noPermission.title)).toBeTruthy();
    expect(screen.getByText(heAdmin.noPermission.mainAccountOnly)).toBeTruthy();
    const back = screen.getByRole('link', { name: heAdmin.noPermission.backToDashboard });
    expect(back.getAttribute('href')).toBe('/manager/dashboard');
    expect(screen.queryByText(DEMO.name)).toBeNull();
  });

  it("shows the super admin the company's sites with their codes and entry links", async () => {
    signedIn(SUPER_ADMIN);
    answers['GET /api/admin/companies/1'] = { body: CARD };
    renderAt('/admin/companies/1', cardRoute);

    expect(await screen.findByRole('heading', { name: DEMO.name })).toBeTruthy();
    expect(screen.getByText('מגדלי הפארק')).toBeTruthy();
    const link = screen.getByRole('link', { name: heAdmin.card.entryPage });
    expect(link.getAttribute('href')).toBe('/worker/form?code=DEMO');
    expect(screen.getByText('demo-admin')).toBeTruthy();
  });

  it("shows the super admin how long each site's gate waits", async () => {
    signedIn(SUPER_ADMIN);
    answers['GET /api/admin/companies/1'] = { body: CARD };
    answers['GET /api/admin/companies/1/wait-times'] = {
      body: {
        sites: [
          {
            siteId: 5,
            siteName: 'מגדלי הפארק',
            today: { decided: 4, medianSeconds: 330, p90Seconds: 546 },
            last30Days: { decided: 11, medianSeconds: 360, p90Seconds: 1500 },
            channels: { queue: 10, push: 1 },
          },
        ],
      },
    };
    renderAt('/admin/companies/1', cardRoute);

    const panel = await screen.findByRole('region', { name: heReview.dashboard.waits.title });
    const row = await within(panel).findByRole('row', { name: /מגדלי הפארק/ });
    const figures = (median: number, p90: number, count: number) =>
      i18n.t('review:dashboard.waits.figures', {
        median: formatWait(median, 'he'),
        p90: formatWait(p90, 'he'),
        count,
      });
    expect(within(row).getByText(figures(330, 546, 4))).toBeTruthy();
    expect(within(row).getByText(figures(360, 1500, 11))).toBeTruthy();
  });

  it('does not ask the server about an id that is not a number', async () => {
    signedIn(SUPER_ADMIN);
    renderAt('/admin/companies/abc', cardRoute);
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    const urls = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
    expect(urls.some((url) => url.startsWith('/api/admin/'))).toBe(false);
  });
});
