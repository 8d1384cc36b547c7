import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heCertificates from '@shared/i18n/locales/he/certificates.json';
import heErrors from '@shared/i18n/locales/he/errors.json';
import type { CertificateItem } from '@shared/schemas/certificate.schemas';
import { describe, expect, it } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { renderWithClient, requestedUrls } from '../../../../test/render-client';
import { stubFetch } from '../../../../test/stub-fetch';
import { CertificatesScreen } from './certificates-screen';

setUpScreenTest(['certificates', 'errors', 'common'], 'he');

const ITEM: CertificateItem = {
  id: 5,
  kind: 'work_at_height',
  kindLabel: '',
  domains: ['roofs'],
  number: 'WH-5',
  issuedOn: '2025-01-01',
  expiresOn: '2026-12-01',
  instructorRegistration: 'I-1',
  dateOfBirth: '1990-01-01',
  photoFileId: 'f1',
  verifiedAt: null,
  verifiedByName: null,
  workerName: 'יוסי לוי',
  employer: 'גובה בעמ',
  siteId: 1,
  siteName: 'מגדל',
  entryRequestId: 'r1',
  requestNumber: 12,
  expiry: 'expiring',
};
const LIST = { items: [ITEM], employers: ['גובה בעמ', 'אחרים'], warnUntil: '2026-12-27' };

describe('the certificates screen', () => {
  it('shows each certificate with its state and filters by employer', async () => {
    stubFetch({ 'GET /api/certificates': { body: LIST } });
    const user = userEvent.setup();
    renderWithClient(<CertificatesScreen siteId={1} siteSelect={null} canVerify={false} />);
    expect(await screen.findByText(/יוסי לוי/)).toBeTruthy();
    expect(screen.getByText(heCertificates.screen.expiring)).toBeTruthy();
    expect(screen.getByText(new RegExp(heCertificates.domains.roofs))).toBeTruthy();
    expect(screen.queryByRole('button', { name: heCertificates.screen.verify })).toBeNull();
    await user.selectOptions(screen.getByLabelText(heCertificates.screen.employer), 'אחרים');
    expect(requestedUrls()).toContain(
      `GET /api/certificates?siteId=1&employer=${encodeURIComponent('אחרים')}`,
    );
  });

  it('verifies, and tells the loser of a race it was already done', async () => {
    stubFetch({
      'GET /api/certificates': { body: LIST },
      'POST /api/certificates/5/verify': {
        status: 409,
        body: { code: 'CERTIFICATE_ALREADY_VERIFIED', message: 'x', verifiedBy: null },
      },
    });
    const user = userEvent.setup();
    renderWithClient(<CertificatesScreen siteId={null} siteSelect={null} canVerify />);
    await user.click(await screen.findByRole('button', { name: heCertificates.screen.verify }));
    expect(await screen.findByText(heErrors.CERTIFICATE_ALREADY_VERIFIED)).toBeTruthy();
    expect(requestedUrls()).toContain('POST /api/certificates/5/verify');
  });
});
