import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heErrors from '@shared/i18n/locales/he/errors.json';
import heManage from '@shared/i18n/locales/he/manage.json';
import heValidation from '@shared/i18n/locales/he/validation.json';
import type { ManagedSite } from '@shared/schemas/site-admin.schemas';
import type { ManagedUser } from '@shared/schemas/user-admin.schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { renderWithClient, sentBodies } from '../../../../test/render-client';
import { stubFetch, type FakeAnswer } from '../../../../test/stub-fetch';
import { UsersScreen } from './users-screen';

const site = (id: number, name: string) => ({ id, name, isActive: true }) as ManagedSite;
const sites = [site(1, 'מגדלי הפארק'), site(2, 'אתר צפון')];
const user = (id: number, username: string, extra: Partial<ManagedUser> = {}): ManagedUser => ({
  id,
  username,
  role: 'safety_manager',
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  companyId: 1,
  companyName: 'אלון',
  isActive: true,
  siteIds: [1],
  createdAt: '2025-01-01T00:00:00.000Z',
  ...extra,
});
const list = {
  users: [
    user(10, 'demo-manager', { role: 'manager', firstName: 'דני', lastName: 'מנהל' }),
    user(11, 'guard', { firstName: 'רון', lastName: 'שומר' }),
  ],
  assignableRoles: ['manager', 'safety_manager'],
};
let answers: Record<string, FakeAnswer>;

setUpScreenTest(['manage', 'validation'], 'he');
beforeEach(() => {
  answers = { 'GET /api/users': { body: list } };
  stubFetch(answers);
});

const renderScreen = () => renderWithClient(<UsersScreen sites={sites} currentUserId={10} />);

describe('user management', () => {
  it('lists the accounts with role and sites, and spares the user his own account', async () => {
    renderScreen();
    const guard = (await screen.findByText('רון שומר')).closest('li')!;
    expect(within(guard).getByText(/ממונה בטיחות/)).toBeTruthy();
    expect(within(guard).getByText('מגדלי הפארק')).toBeTruthy();
    expect(within(guard).getByRole('button', { name: heManage.users.deactivate })).toBeTruthy();
    const me = screen.getByText('דני מנהל').closest('li')!;
    expect(within(me).queryByRole('button', { name: heManage.users.deactivate })).toBeNull();
    expect(within(me).queryByRole('button', { name: heManage.users.reset })).toBeNull();
  });

  it('offers only the roles the user may give, and adds an account that can log in', async () => {
    answers['POST /api/users'] = { status: 201, body: user(12, 'new.guard') };
    const events = userEvent.setup();
    renderScreen();
    await events.click(await screen.findByRole('button', { name: heManage.users.add }));
    const dialog = screen.getByRole('dialog');
    const roles = within(dialog).getByLabelText(heManage.users.role);
    expect([...roles.querySelectorAll('option')].map((o) => o.value)).toEqual([
      'manager',
      'safety_manager',
    ]);

    await events.type(within(dialog).getByLabelText(heManage.users.username), 'new.guard');
    await events.click(within(dialog).getByRole('button', { name: heManage.users.generate }));
    await events.click(within(dialog).getByRole('checkbox', { name: 'אתר צפון' }));
    await events.click(within(dialog).getByRole('button', { name: heManage.save }));

    await waitFor(() => expect(sentBodies('POST /api/users')).toHaveLength(1));
    const [body] = sentBodies('POST /api/users') as {
      password: string;
      siteIds: number[];
      role: string;
    }[];
    expect(body).toMatchObject({ username: 'new.guard', role: 'safety_manager', siteIds: [2] });
    expect(body!.password).toMatch(/^[A-Za-z2-9]{12}$/);
    expect(await screen.findByText(new RegExp(body!.password))).toBeTruthy();
  });

  it('refuses a site role without a site before calling the server', async () => {
    const events = userEvent.setup();
    renderScreen();
    await events.click(await screen.findByRole('button', { name: heManage.users.add }));
    const dialog = screen.getByRole('dialog');
    await events.type(within(dialog).getByLabelText(heManage.users.username), 'someone');
    await events.type(within(dialog).getByLabelText(heManage.users.password), 'short');
    await events.click(within(dialog).getByRole('button', { name: heManage.save }));
    expect(within(dialog).getByText(heValidation.sitesRequired)).toBeTruthy();
    expect(within(dialog).getByText(heValidation.passwordLength)).toBeTruthy();
    expect(sentBodies('POST /api/users')).toHaveLength(0);
  });

  it("shows the server's word for a taken username", async () => {
    answers['POST /api/users'] = {
      status: 409,
      body: { code: 'USERNAME_TAKEN', message: heErrors.USERNAME_TAKEN },
    };
    const events = userEvent.setup();
    renderScreen();
    await events.click(await screen.findByRole('button', { name: heManage.users.add }));
    const dialog = screen.getByRole('dialog');
    await events.type(within(dialog).getByLabelText(heManage.users.username), 'Guard');
    await events.type(within(dialog).getByLabelText(heManage.users.password), 'long-enough-1');
    await events.click(within(dialog).getByRole('checkbox', { name: 'מגדלי הפארק' }));
    await events.click(within(dialog).getByRole('button', { name: heManage.save }));
    expect(await within(dialog).findByText(heErrors.USERNAME_TAKEN)).toBeTruthy();
  });

  it('deactivates after a confirmation', async () => {
    answers['PATCH /api/users/11'] = { body: user(11, 'guard', { isActive: false }) };
    const events = userEvent.setup();
    renderScreen();
    const guard = (await screen.findByText('רון שומר')).closest('li')!;
    await events.click(within(guard).getByRole('button', { name: heManage.users.deactivate }));
    await events.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: heManage.users.deactivate }),
    );
    await waitFor(() => expect(sentBodies('PATCH /api/users/11')).toEqual([{ isActive: false }]));
    expect(
      await screen.findByText(heManage.users.deactivated.replace('{{name}}', 'guard')),
    ).toBeTruthy();
  });

  it('resets a password and shows the new one once', async () => {
    answers['POST /api/users/11/password'] = { body: { success: true } };
    const events = userEvent.setup();
    renderScreen();
    const guard = (await screen.findByText('רון שומר')).closest('li')!;
    await events.click(within(guard).getByRole('button', { name: heManage.users.reset }));
    const dialog = screen.getByRole('dialog');
    const password = (within(dialog).getByLabelText(heManage.users.newPassword) as HTMLInputElement)
      .value;
    expect(password).toHaveLength(12);
    await events.click(within(dialog).getByRole('button', { name: heManage.users.resetSave }));
    await waitFor(() => expect(sentBodies('POST /api/users/11/password')).toEqual([{ password }]));
    expect(await within(dialog).findByText(password)).toBeTruthy();
  });
});
