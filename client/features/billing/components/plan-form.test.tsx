import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heBackoffice from '@shared/i18n/locales/he/backoffice.json';
import heErrors from '@shared/i18n/locales/he/errors.json';
import heValidation from '@shared/i18n/locales/he/validation.json';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { renderWithClient, sentBodies } from '../../../../test/render-client';
import { stubFetch, type FakeAnswer } from '../../../../test/stub-fetch';
import { PlanForm } from './plan-form';

let answers: Record<string, FakeAnswer>;
setUpScreenTest(['backoffice', 'validation', 'errors'], 'he');
beforeEach(() => {
  answers = {};
  stubFetch(answers);
});

const plan = {
  id: 1,
  effectiveFrom: '2026-01-01',
  monthlyBase: 1500,
  siteDayPrice: 25,
  entryPrice: 1.5,
  vatPercent: 18,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('the billing plan form', () => {
  it('refuses a negative price in the browser and sends nothing', async () => {
    renderWithClient(<PlanForm companyId={3} current={plan} />);
    const base = screen.getByLabelText(heBackoffice.billing.plan.monthlyBase);
    await userEvent.clear(base);
    await userEvent.type(base, '-5');
    await userEvent.click(screen.getByRole('button', { name: heBackoffice.billing.plan.save }));
    expect(await screen.findByText(heValidation.priceNegative)).toBeTruthy();
    expect(sentBodies('POST /api/admin/billing/companies/3/plans')).toEqual([]);
  });

  it('sends the plan in shekels and shows the server refusal of a closed period', async () => {
    answers['POST /api/admin/billing/companies/3/plans'] = {
      status: 409,
      body: { code: 'BILLING_DAY_CLOSED', message: 'closed' },
    };
    renderWithClient(<PlanForm companyId={3} current={plan} />);
    const from = screen.getByLabelText(heBackoffice.billing.plan.effectiveFrom);
    await userEvent.clear(from);
    await userEvent.type(from, '2026-01-10');
    await userEvent.click(screen.getByRole('button', { name: heBackoffice.billing.plan.save }));
    await waitFor(() =>
      expect(sentBodies('POST /api/admin/billing/companies/3/plans')).toEqual([
        {
          effectiveFrom: '2026-01-10',
          monthlyBase: 1500,
          siteDayPrice: 25,
          entryPrice: 1.5,
          vatPercent: 18,
        },
      ]),
    );
    expect(await screen.findByText(heErrors.BILLING_DAY_CLOSED)).toBeTruthy();
  });
});
