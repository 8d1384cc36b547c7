import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heErrors from '@shared/i18n/locales/he/errors.json';
import heStaff from '@shared/i18n/locales/he/staff.json';
import heValidation from '@shared/i18n/locales/he/validation.json';
import { describe, expect, it } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { renderWithClient, sentBodies } from '../../../../test/render-client';
import { stubFetch } from '../../../../test/stub-fetch';
import { ChangePasswordDialog } from './change-password-dialog';

setUpScreenTest(['staff', 'validation'], 'he');

async function fill(current: string, next: string, confirmation: string) {
  renderWithClient(<ChangePasswordDialog open onOpenChange={() => {}} />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(heStaff.changePassword.current), current);
  await user.type(screen.getByLabelText(heStaff.changePassword.new), next);
  await user.type(screen.getByLabelText(heStaff.changePassword.confirm), confirmation);
  await user.click(screen.getByRole('button', { name: heStaff.changePassword.submit }));
}

describe('changing one’s own password', () => {
  it('refuses a short password and a mismatch without calling the server', async () => {
    const calls = stubFetch({});
    await fill('old-password', 'short', 'short');
    expect(screen.getByText(heValidation.passwordTooShort)).toBeTruthy();

    await userEvent.type(screen.getByLabelText(heStaff.changePassword.new), '-and-longer');
    await userEvent.click(screen.getByRole('button', { name: heStaff.changePassword.submit }));
    expect(screen.getByText(heStaff.changePassword.mismatch)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows a wrong current password beside its field', async () => {
    stubFetch({
      'POST /api/auth/change-password': {
        status: 400,
        body: { code: 'WRONG_CURRENT_PASSWORD', message: 'x' },
      },
    });
    await fill('not-it', 'new-password-1', 'new-password-1');
    expect(await screen.findByText(heErrors.WRONG_CURRENT_PASSWORD)).toBeTruthy();
  });

  it('sends both passwords and confirms the change', async () => {
    stubFetch({ 'POST /api/auth/change-password': { body: { success: true } } });
    await fill('old-password', 'new-password-1', 'new-password-1');
    expect(await screen.findByText(heStaff.changePassword.done)).toBeTruthy();
    expect(sentBodies('POST /api/auth/change-password')).toEqual([
      { currentPassword: 'old-password', newPassword: 'new-password-1' },
    ]);
  });
});
