import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heManage from '@shared/i18n/locales/he/manage.json';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { renderWithClient, sentBodies } from '../../../../test/render-client';
import { stubFetch } from '../../../../test/stub-fetch';
import { InductionPeriodCard } from './induction-period-card';

setUpScreenTest(['manage'], 'he');
afterEach(() => vi.restoreAllMocks());

const SETTINGS = 'GET /api/sites/7/induction-settings';
const SAVE = 'PUT /api/sites/7/induction-settings';

describe("the form editor's induction period card", () => {
  it('shows the saved period and saves the one chosen', async () => {
    stubFetch({
      [SETTINGS]: { body: { validityDays: 90 } },
      [SAVE]: { body: { validityDays: null } },
    });
    renderWithClient(<InductionPeriodCard siteId={7} />);
    const period = await screen.findByLabelText(heManage.induction.validity);
    expect((period as HTMLSelectElement).value).toBe('90');
    const events = userEvent.setup();
    await events.selectOptions(period, heManage.induction.everyVisit);
    await events.click(screen.getByRole('button', { name: heManage.save }));
    expect(await screen.findByText(heManage.induction.saved)).toBeTruthy();
    expect(sentBodies(SAVE)).toEqual([{ validityDays: null }]);
  });
});
