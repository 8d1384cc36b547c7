import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heBackoffice from '@shared/i18n/locales/he/backoffice.json';
import heValidation from '@shared/i18n/locales/he/validation.json';
import { describe, expect, it, vi } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { renderWithClient } from '../../../../test/render-client';
import { stubFetch } from '../../../../test/stub-fetch';
import { CheckUserScreen } from './check-user-screen';

const CHECK = 'GET /api/admin/users/check';

setUpScreenTest(['backoffice', 'validation'], 'he');

const fill = (text: string) =>
  userEvent.type(screen.getByLabelText(heBackoffice.userCheck.username), text);

describe('the username check', () => {
  it('says an account is deactivated, with its role and company', async () => {
    stubFetch({
      [CHECK]: {
        body: {
          username: 'Dana.Levi',
          exists: true,
          isActive: false,
          role: 'manager',
          companyName: 'אלון',
        },
      },
    });
    renderWithClient(<CheckUserScreen />);
    await fill('dana.levi');
    await userEvent.click(screen.getByRole('button', { name: heBackoffice.userCheck.check }));

    expect(
      await screen.findByText(heBackoffice.userCheck.inactive.replace('{{username}}', 'Dana.Levi')),
    ).toBeTruthy();
    expect(screen.getByText(`${heBackoffice.roles.manager} · אלון`)).toBeTruthy();
    const url = new URL(String(vi.mocked(fetch).mock.calls[0]![0]), 'http://localhost');
    expect(url.searchParams.get('username')).toBe('dana.levi');
  });

  it('says when nobody has the username', async () => {
    stubFetch({
      [CHECK]: {
        body: { username: 'nobody', exists: false, isActive: false, role: null, companyName: null },
      },
    });
    renderWithClient(<CheckUserScreen />);
    await fill('nobody');
    await userEvent.click(screen.getByRole('button', { name: heBackoffice.userCheck.check }));

    expect(
      await screen.findByText(heBackoffice.userCheck.notFound.replace('{{username}}', 'nobody')),
    ).toBeTruthy();
  });

  it('asks for a username before calling the server', async () => {
    const calls = stubFetch({});
    renderWithClient(<CheckUserScreen />);
    await userEvent.click(screen.getByRole('button', { name: heBackoffice.userCheck.check }));

    expect(await screen.findByText(heValidation.valueRequired)).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
