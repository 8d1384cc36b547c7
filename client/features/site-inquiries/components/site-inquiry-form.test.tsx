import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import arSiteInquiry from '@shared/i18n/locales/ar/site-inquiry.json';
import heErrors from '@shared/i18n/locales/he/errors.json';
import heSiteInquiry from '@shared/i18n/locales/he/site-inquiry.json';
import heValidation from '@shared/i18n/locales/he/validation.json';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { SiteInquiryForm } from './site-inquiry-form';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { renderWithClient, sentBodies } from '../../../../test/render-client';
import { stubFetch, type FakeAnswer } from '../../../../test/stub-fetch';

const POST = 'POST /api/sites/code/GATE7/inquiries';
let answers: Record<string, FakeAnswer>;

setUpScreenTest(['site-inquiry', 'validation'], 'he');
beforeEach(() => {
  answers = { [POST]: { status: 201, body: { success: true } } };
  stubFetch(answers);
});

// Labels hold brackets ("(optional)"), so they are matched as text, not as a pattern.
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
const send = () => screen.getByRole('button', { name: heSiteInquiry.send });

describe("the site's contact form", () => {
  it("sends a neighbour's complaint to the site and thanks him", async () => {
    const events = userEvent.setup();
    renderWithClient(<SiteInquiryForm siteCode="GATE7" />);
    await events.selectOptions(field(heSiteInquiry.kind), 'complaint');
    await events.type(field(heSiteInquiry.message), 'רעש ב-6 בבוקר');
    await events.type(field(heSiteInquiry.contact), '050-7654321');
    await events.click(send());

    expect(await screen.findByText(heSiteInquiry.success)).toBeTruthy();
    expect(sentBodies(POST)).toEqual([
      {
        kind: 'complaint',
        name: '',
        contact: '050-7654321',
        message: 'רעש ב-6 בבוקר',
        website: '',
      },
    ]);
  });

  it('asks for a subject and a message before sending anything', async () => {
    const events = userEvent.setup();
    renderWithClient(<SiteInquiryForm siteCode="GATE7" />);
    await events.click(send());

    expect(await screen.findByText(heValidation.chooseFromList)).toBeTruthy();
    expect(screen.getByText(heValidation.valueRequired)).toBeTruthy();
    expect(sentBodies(POST)).toEqual([]);
  });

  it('says when the server refuses and keeps what was typed', async () => {
    answers[POST] = { status: 429, body: { code: 'TOO_MANY_REQUESTS', message: 'x' } };
    const events = userEvent.setup();
    renderWithClient(<SiteInquiryForm siteCode="GATE7" />);
    await events.selectOptions(field(heSiteInquiry.kind), 'lost_item');
    await events.type(field(heSiteInquiry.message), 'שכחתי תיק');
    await events.click(send());

    expect((await screen.findByRole('alert')).textContent).toBe(heErrors.TOO_MANY_REQUESTS);
    expect((field(heSiteInquiry.message) as HTMLTextAreaElement).value).toBe('שכחתי תיק');
  });

  it('speaks Arabic when the page is in Arabic', async () => {
    await changeLanguage('ar');
    renderWithClient(<SiteInquiryForm siteCode="GATE7" />);
    expect(screen.getByRole('button', { name: arSiteInquiry.send })).toBeTruthy();
    expect(screen.getByRole('option', { name: arSiteInquiry.kinds.delivery })).toBeTruthy();
  });
});
