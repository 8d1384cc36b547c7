import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heManage from '@shared/i18n/locales/he/manage.json';
import heValidation from '@shared/i18n/locales/he/validation.json';
import type { CompanyDetails } from '@shared/schemas/company-profile.schemas';
import { describe, expect, it } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { renderWithClient, sentBodies } from '../../../../test/render-client';
import { stubFetch } from '../../../../test/stub-fetch';
import { stubXhr } from '../../../../test/fake-xhr';
import { CompanyForm } from './company-form';

const company: CompanyDetails = {
  id: 1,
  name: 'אלון בנייה',
  type: 'main_contractor',
  contactPerson: 'יוסי',
  phone: '03-5551234',
  email: 'office@alon.example',
  address: 'תל אביב',
  logoFileId: null,
  logoUrl: null,
  status: 'active',
};

setUpScreenTest(['manage', 'validation'], 'he');

describe('the company profile form', () => {
  it('refuses a bad email before calling the server', async () => {
    stubFetch({});
    const events = userEvent.setup();
    renderWithClient(<CompanyForm company={company} />);
    const email = screen.getByLabelText(heManage.company.email);
    await events.clear(email);
    await events.type(email, 'not-an-email');
    await events.click(screen.getByRole('button', { name: heManage.save }));
    expect(screen.getByText(heValidation.emailFormat)).toBeTruthy();
    expect(sentBodies('PUT /api/company/profile')).toHaveLength(0);
  });

  it('uploads a logo and saves it with the details', async () => {
    stubFetch({
      'PUT /api/company/profile': {
        body: { ...company, logoFileId: 'logo123', logoUrl: '/api/media/logo123' },
      },
    });
    const uploads = stubXhr(() => ({
      status: 201,
      body: {
        id: 'logo123',
        url: '/api/media/logo123',
        kind: 'logo',
        fileName: 'l.png',
        contentType: 'image/png',
        size: 10,
      },
    }));
    const events = userEvent.setup();
    renderWithClient(<CompanyForm company={company} />);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await events.upload(screen.getByLabelText(heManage.company.chooseLogo), file);
    expect(
      await screen.findByRole('img', {
        name: heManage.company.logoAlt.replace('{{name}}', company.name),
      }),
    ).toBeTruthy();
    expect(uploads[0]).toMatchObject({ method: 'POST', url: '/api/media?kind=logo' });

    await events.click(screen.getByRole('button', { name: heManage.save }));
    await waitFor(() => expect(sentBodies('PUT /api/company/profile')).toHaveLength(1));
    expect(sentBodies('PUT /api/company/profile')[0]).toMatchObject({
      name: 'אלון בנייה',
      logoFileId: 'logo123',
    });
    expect(await screen.findByText(heManage.company.saved)).toBeTruthy();
  });

  it('refuses a logo file over 2 MB without sending it', async () => {
    stubFetch({});
    const uploads = stubXhr(() => ({ status: 500 }));
    const events = userEvent.setup();
    renderWithClient(<CompanyForm company={company} />);
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await events.upload(screen.getByLabelText(heManage.company.chooseLogo), big);
    expect(screen.getByText(heManage.media.tooLarge.replace('{{maxMb}}', '2'))).toBeTruthy();
    expect(uploads).toHaveLength(0);
  });
});
