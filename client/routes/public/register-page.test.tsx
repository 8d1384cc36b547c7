import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heInquiry from '@shared/i18n/locales/he/inquiry.json';
import heValidation from '@shared/i18n/locales/he/validation.json';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { RegisterPage } from './register-page';
import { setUpScreenTest } from '../../../test/client-i18n';
import { renderWithClient, sentBodies } from '../../../test/render-client';
import { stubFetch } from '../../../test/stub-fetch';

const POST = 'POST /api/contact-requests';

setUpScreenTest(['inquiry', 'validation', 'staff'], 'he');
beforeEach(() => stubFetch({ [POST]: { status: 201, body: { success: true } } }));

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

describe('/auth/register', () => {
  it('asks for an account with the company name, as a registration request', async () => {
    const events = userEvent.setup();
    renderWithClient(<RegisterPage />);
    expect(screen.getByRole('heading', { level: 1, name: heInquiry.register.title })).toBeTruthy();
    await events.type(field(heInquiry.form.name), 'מיכל לוי');
    await events.type(field(heInquiry.form.email), 'michal@levi.example');
    await events.click(screen.getByRole('button', { name: heInquiry.register.send }));
    expect(await screen.findByText(heValidation.valueRequired)).toBeTruthy();
    expect(sentBodies(POST)).toEqual([]);

    await events.type(field(heInquiry.form.company), 'לוי בנייה');
    await events.click(screen.getByRole('button', { name: heInquiry.register.send }));

    expect(await screen.findByText(heInquiry.register.success)).toBeTruthy();
    expect(sentBodies(POST)).toEqual([
      expect.objectContaining({
        kind: 'registration',
        companyName: 'לוי בנייה',
        source: '/auth/register',
      }),
    ]);
  });

  it('speaks English when the language is switched', async () => {
    await changeLanguage('en');
    renderWithClient(<RegisterPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Open an account' })).toBeTruthy();
  });
});
