import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import enStaff from '@shared/i18n/locales/en/staff.json';
import heStaff from '@shared/i18n/locales/he/staff.json';
import type { Role } from '@shared/constants';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { changeLanguage } from '@/lib/i18n';
import { ScreenGuard } from './screen-guard';

setUpScreenTest(['staff'], 'he');

function renderAt(path: string, role: Role, landing: string, companyId: number | null = 1) {
  const guarded = (
    <ScreenGuard user={{ role, companyId }} landing={landing}>
      <p>the screen</p>
    </ScreenGuard>
  );
  const router = createMemoryRouter(
    [
      { path: '/manager/*', element: guarded },
      { path: '/admin/*', element: guarded },
      { path: '/landing', element: <p>landing page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ScreenGuard', () => {
  it.each<[string, Role]>([
    ['/manager/users', 'safety_manager'],
    ['/manager/form-editor', 'safety_manager'],
    ['/manager/contact-requests', 'super_admin'],
    ['/manager/company-profile', 'manager'],
    ['/admin/system', 'admin'],
    ['/manager/dashboard', 'super_admin'],
  ])('shows %s to a %s as a screen he may not open, not the screen', (path, role) => {
    renderAt(path, role, '/landing');
    expect(screen.getByRole('heading', { name: heStaff.screenAccess.title })).toBeTruthy();
    expect(screen.getByText(heStaff.screenAccess.body)).toBeTruthy();
    expect(screen.queryByText('the screen')).toBeNull();
  });

  it.each<[string, Role]>([
    ['/manager/users/', 'manager'],
    ['/manager/approval-queue', 'safety_manager'],
    ['/manager/company-profile', 'admin'],
    ['/admin/companies', 'super_admin'],
  ])('shows %s to a %s who may open it', (path, role) => {
    renderAt(path, role, '/landing');
    expect(screen.getByText('the screen')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: heStaff.screenAccess.title })).toBeNull();
  });

  it('refuses an address inside the shell that has no rule', () => {
    renderAt('/manager/unknown-screen', 'admin', '/landing');
    expect(screen.getByRole('heading', { name: heStaff.screenAccess.title })).toBeTruthy();
  });

  it('takes the user to his own landing page from the refusal', async () => {
    const router = renderAt('/manager/company-profile', 'admin', '/landing', null);
    await userEvent.click(screen.getByRole('link', { name: heStaff.screenAccess.toLanding }));
    expect(router.state.location.pathname).toBe('/landing');
    expect(await screen.findByText('landing page')).toBeTruthy();
  });

  it('speaks the user’s language', async () => {
    await changeLanguage('en');
    renderAt('/manager/users', 'safety_manager', '/landing');
    expect(screen.getByRole('heading', { name: enStaff.screenAccess.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: enStaff.screenAccess.toLanding })).toBeTruthy();
  });
});
