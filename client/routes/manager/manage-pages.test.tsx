import { screen } from '@testing-library/react';
import heManage from '@shared/i18n/locales/he/manage.json';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpScreenTest } from '../../../test/client-i18n';
import { staffUserFixture } from '../../../test/entry-review-fixtures';
import { renderWithClient } from '../../../test/render-client';
import { signedInAnswer, stubFetch, type FakeAnswer } from '../../../test/stub-fetch';
import { CompanyProfilePage } from './company-profile-page';
import { ContactRequestsPage } from './contact-requests-page';
import { FormEditorPage } from './form-editor-page';

let answers: Record<string, FakeAnswer>;

function signedIn(user: SessionUser) {
  answers['GET /api/auth/status'] = signedInAnswer(user);
}

setUpScreenTest(['manage', 'validation'], 'he');
beforeEach(() => {
  answers = {};
  stubFetch(answers);
});

describe('who may use which management screen', () => {
  it('tells a site manager the company profile is not his, and loads nothing of it', async () => {
    signedIn(staffUserFixture({ role: 'manager' }));
    renderWithClient(<CompanyProfilePage />);
    expect(await screen.findByText(heManage.noPermission)).toBeTruthy();
    const urls = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
    expect(urls).not.toContain('/api/company/profile');
  });

  it('gives a company admin his company details and sites', async () => {
    signedIn(staffUserFixture({ role: 'admin' }));
    answers['GET /api/company/profile'] = {
      body: {
        id: 1,
        name: 'אלון בנייה',
        type: 'main_contractor',
        contactPerson: '',
        phone: '',
        email: '',
        address: '',
        logoFileId: null,
        logoUrl: null,
        status: 'active',
      },
    };
    answers['GET /api/sites'] = { body: { sites: [] } };
    renderWithClient(<CompanyProfilePage />);
    expect(await screen.findByDisplayValue('אלון בנייה')).toBeTruthy();
    expect(await screen.findByText(heManage.sites.none)).toBeTruthy();
  });

  it('keeps a safety manager out of the form editor', async () => {
    signedIn(staffUserFixture({ role: 'safety_manager' }));
    renderWithClient(<FormEditorPage />);
    expect(await screen.findByText(heManage.noPermission)).toBeTruthy();
  });

  it('keeps a manager out of the customer inquiries', async () => {
    signedIn(staffUserFixture({ role: 'manager' }));
    renderWithClient(<ContactRequestsPage />);
    expect(await screen.findByText(heManage.noPermission)).toBeTruthy();
  });

  it('tells a manager without sites whom to ask', async () => {
    signedIn(staffUserFixture({ role: 'manager', siteIds: [] }));
    answers['GET /api/sites'] = { body: { sites: [] } };
    renderWithClient(<FormEditorPage />);
    expect(await screen.findByText(heManage.sites.noneToManage)).toBeTruthy();
  });
});
