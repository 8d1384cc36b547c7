import { screen } from '@testing-library/react';
import heManage from '@shared/i18n/locales/he/manage.json';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpScreenTest } from '../../../test/client-i18n';
import { staffUserFixture } from '../../../test/entry-review-fixtures';
import { renderWithClient } from '../../../test/render-client';
import { signedInAnswer, stubFetch, type FakeAnswer } from '../../../test/stub-fetch';
import { CompanyProfilePage } from './company-profile-page';
import { FormEditorPage } from './form-editor-page';

let answers: Record<string, FakeAnswer>;

function signedIn(user: SessionUser) {
  answers['GET /api/auth/status'] = signedInAnswer(user);
}

setUpScreenTest(['manage', 'validation', 'inspections'], 'he');
beforeEach(() => {
  answers = {};
  stubFetch(answers);
});

describe('the management screens a role may open', () => {
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

  it('tells a manager without sites whom to ask', async () => {
    signedIn(staffUserFixture({ role: 'manager', siteIds: [] }));
    answers['GET /api/sites'] = { body: { sites: [] } };
    renderWithClient(<FormEditorPage />);
    expect(await screen.findByText(heManage.sites.noneToManage)).toBeTruthy();
  });
});
