import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heManage from '@shared/i18n/locales/he/manage.json';
import { describe, expect, it } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { renderWithClient } from '../../../../test/render-client';
import { FormPreviewOpener } from './form-preview-opener';

setUpScreenTest(['manage'], 'he');

describe('the form test', () => {
  it('opens the site’s form in the chosen language, in preview, in a new tab', async () => {
    renderWithClient(<FormPreviewOpener site={{ code: 'TOWER' }} />);
    const link = () => screen.getByRole('link', { name: heManage.testForm.open });
    expect(link().getAttribute('href')).toBe('/worker/form?code=TOWER&lang=he&preview=1');

    await userEvent.selectOptions(screen.getByLabelText(heManage.testForm.language), 'ar');
    expect(link().getAttribute('href')).toBe('/worker/form?code=TOWER&lang=ar&preview=1');
    expect(link().getAttribute('target')).toBe('_blank');
  });
});
