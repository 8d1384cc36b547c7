import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heBackoffice from '@shared/i18n/locales/he/backoffice.json';
import heManage from '@shared/i18n/locales/he/manage.json';
import type { PlatformUser } from '@shared/schemas/platform-users.schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpScreenTest } from '../../../test/client-i18n';
import { staffUserFixture } from '../../../test/entry-review-fixtures';
import { renderWithClient, sentBodies } from '../../../test/render-client';
import { signedInAnswer, stubFetch, type FakeAnswer } from '../../../test/stub-fetch';
import { PlatformUsersPage } from './platform-users-page';

const SUPER = staffUserFixture({
  id: 1,
  username: 'demo-super',
  role: 'super_admin',
  companyId: null,
  siteIds: [],
});

const account = (id: number, username: string, extra: Partial<PlatformUser>): PlatformUser => ({
  id,
  username,
  role: 'manager',
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  companyId: 2,
  companyName: 'בטא',
  isActive: true,
  siteIds: [21],
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
  ...extra,
});
const MANAGER = account(7, 'beta-manager', { firstName: 'דנה', lastName: 'לוי' });

let answers: Record<string, FakeAnswer>;
setUpScreenTest(['staff', 'backoffice', 'manage', 'validation'], 'he');
beforeEach(() => {
  answers = {
    'GET /api/auth/status': signedInAnswer(SUPER),
    'GET /api/admin/users': {
      body: {
        users: [
          MANAGER,
          account(1, 'demo-super', {
            role: 'super_admin',
            companyId: null,
            companyName: null,
            siteIds: [],
          }),
        ],
      },
    },
    'GET /api/admin/users/companies': {
      body: {
        companies: [
          { id: 1, name: 'אלפא', sites: [{ id: 11, name: 'מגדל', isActive: true }] },
          {
            id: 2,
            name: 'בטא',
            sites: [
              { id: 21, name: 'צפון', isActive: true },
              { id: 22, name: 'דרום', isActive: true },
            ],
          },
        ],
        assignableRoles: ['admin', 'company_admin', 'manager', 'safety_manager'],
      },
    },
  };
  stubFetch(answers);
});

describe("/admin/users: any company's accounts, with the company screen's form", () => {
  it('moves a user to another site of his company through the platform call', async () => {
    answers['PATCH /api/admin/users/7'] = { body: { ...MANAGER, siteIds: [22] } };
    const events = userEvent.setup();
    renderWithClient(<PlatformUsersPage />);
    const row = (await screen.findByText('beta-manager')).closest('tr')!;
    expect(within(row).getByText('צפון')).toBeTruthy();
    await events.click(within(row).getByRole('button', { name: heManage.edit }));
    const dialog = screen.getByRole('dialog');
    await events.click(within(dialog).getByRole('checkbox', { name: 'צפון' }));
    await events.click(within(dialog).getByRole('checkbox', { name: 'דרום' }));
    await events.click(within(dialog).getByRole('button', { name: heManage.save }));
    await waitFor(() => expect(sentBodies('PATCH /api/admin/users/7')).toHaveLength(1));
    expect(sentBodies('PATCH /api/admin/users/7')[0]).toMatchObject({ siteIds: [22] });
    expect(await screen.findByText('הפרטים של beta-manager נשמרו.')).toBeTruthy();
  });

  it('deactivates an account', async () => {
    answers['PATCH /api/admin/users/7'] = { body: { ...MANAGER, isActive: false } };
    const events = userEvent.setup();
    renderWithClient(<PlatformUsersPage />);
    const row = (await screen.findByText('beta-manager')).closest('tr')!;
    await events.click(within(row).getByRole('button', { name: heBackoffice.users.deactivate }));
    await waitFor(() =>
      expect(sentBodies('PATCH /api/admin/users/7')).toEqual([{ isActive: false }]),
    );
  });

  it('adds an account to the company chosen', async () => {
    answers['POST /api/admin/users'] = {
      status: 201,
      body: account(8, 'alpha.guard', { companyId: 1 }),
    };
    const events = userEvent.setup();
    renderWithClient(<PlatformUsersPage />);
    expect(await screen.findByText(heBackoffice.users.chooseCompany)).toBeTruthy();
    await events.selectOptions(screen.getByLabelText(heBackoffice.users.columns.company), 'אלפא');
    expect(screen.queryByText('beta-manager')).toBeNull();
    await events.click(screen.getByRole('button', { name: heManage.users.add }));
    const dialog = screen.getByRole('dialog');
    await events.click(within(dialog).getByLabelText(heManage.users.username));
    await events.paste('alpha.guard');
    await events.click(within(dialog).getByRole('button', { name: heManage.users.generate }));
    await events.selectOptions(within(dialog).getByLabelText(heManage.users.role), 'manager');
    // The company's only site is ticked already.
    expect(within(dialog).getByRole('checkbox', { name: 'מגדל' })).toHaveProperty('checked', true);
    await events.click(within(dialog).getByRole('button', { name: heManage.save }));
    await waitFor(() => expect(sentBodies('POST /api/admin/users')).toHaveLength(1));
    expect(sentBodies('POST /api/admin/users')[0]).toMatchObject({
      username: 'alpha.guard',
      role: 'manager',
      companyId: 1,
      siteIds: [11],
    });
  });
});
