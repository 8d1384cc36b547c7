import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heErrors from '@shared/i18n/locales/he/errors.json';
import heInquiry from '@shared/i18n/locales/he/inquiry.json';
import heValidation from '@shared/i18n/locales/he/validation.json';
import { beforeEach, describe, expect, it } from 'vitest';
import { ContactRequestForm } from './contact-request-form';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { renderWithClient, sentBodies } from '../../../../test/render-client';
import { stubFetch, type FakeAnswer } from '../../../../test/stub-fetch';

const POST = 'POST /api/contact-requests';
let answers: Record<string, FakeAnswer>;

setUpScreenTest(['inquiry', 'validation', 'staff'], 'he');
beforeEach(() => {
  answers = { [POST]: { status: 201, body: { success: true } } };
  stubFetch(answers);
});

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

describe('the landing page contact form', () => {
  it('sends an inquiry with the page as its source and thanks the sender', async () => {
    const events = userEvent.setup();
    renderWithClient(<ContactRequestForm kind="inquiry" source="/" />);
    await events.type(field(heInquiry.form.name), 'רונן כץ');
    await events.type(field(heInquiry.form.phone), '052-1234567');
    await events.type(field(heInquiry.form.company), 'כץ פיגומים');
    await events.type(field(heInquiry.form.message), 'מעוניין בהדגמה');
    await events.click(screen.getByRole('button', { name: heInquiry.contact.send }));

    expect(await screen.findByText(heInquiry.contact.success)).toBeTruthy();
    expect(sentBodies(POST)).toEqual([
      {
        kind: 'inquiry',
        name: 'רונן כץ',
        phone: '052-1234567',
        email: '',
        companyName: 'כץ פיגומים',
        message: 'מעוניין בהדגמה',
        source: '/',
        website: '',
      },
    ]);
  });

  it('asks for a name and a way back before sending anything', async () => {
    const events = userEvent.setup();
    renderWithClient(<ContactRequestForm kind="inquiry" source="/" />);
    await events.type(field(heInquiry.form.email), 'not-an-address');
    await events.click(screen.getByRole('button', { name: heInquiry.contact.send }));

    expect(await screen.findByText(heValidation.valueRequired)).toBeTruthy();
    expect(screen.getByText(heValidation.emailFormat)).toBeTruthy();
    expect(sentBodies(POST)).toEqual([]);
  });

  it('says when the server refuses, too many sends included, and keeps what was typed', async () => {
    answers[POST] = { status: 429, body: { code: 'TOO_MANY_REQUESTS', message: 'x' } };
    const events = userEvent.setup();
    renderWithClient(<ContactRequestForm kind="inquiry" source="/" />);
    await events.type(field(heInquiry.form.name), 'רונן');
    await events.type(field(heInquiry.form.email), 'ronen@example.com');
    await events.click(screen.getByRole('button', { name: heInquiry.contact.send }));

    expect((await screen.findByRole('alert')).textContent).toBe(heErrors.TOO_MANY_REQUESTS);
    expect((field(heInquiry.form.name) as HTMLInputElement).value).toBe('רונן');
  });

  it("marks the fields the server's answer names", async () => {
    answers[POST] = {
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'x',
        details: { email: 'כתובת הדוא"ל אינה תקינה (שרת)' },
      },
    };
    const events = userEvent.setup();
    renderWithClient(<ContactRequestForm kind="inquiry" source="/" />);
    await events.type(field(heInquiry.form.name), 'רונן');
    await events.type(field(heInquiry.form.email), 'ronen@example.com');
    await events.click(screen.getByRole('button', { name: heInquiry.contact.send }));

    expect(await screen.findByText('כתובת הדוא"ל אינה תקינה (שרת)')).toBeTruthy();
    expect(screen.getByText(heErrors.VALIDATION_FAILED)).toBeTruthy();
  });
});
