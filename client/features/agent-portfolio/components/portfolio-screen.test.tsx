import { screen } from '@testing-library/react';
import type { Portfolio } from '@shared/schemas/sales-agents.schemas';
import { describe, expect, it } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { renderWithClient } from '../../../../test/render-client';
import { stubFetch } from '../../../../test/stub-fetch';
import { PortfolioScreen } from './portfolio-screen';

setUpScreenTest(['backoffice'], 'en');

const portfolio: Portfolio = {
  month: '2026-03',
  companies: [
    {
      id: 1,
      name: 'Alon Building',
      isActive: true,
      commissionPercent: 12.5,
      since: '2026-01-01T00:00:00.000Z',
      siteCount: 2,
      requestsThisMonth: 40,
      billedThisMonthAgorot: 100_000,
      commissionDueAgorot: 12_500,
    },
  ],
  leads: [],
  totals: { billedThisMonthAgorot: 100_000, commissionDueAgorot: 12_500 },
};

describe("the agent's portfolio", () => {
  it('shows his companies, the commission due and that no lead is waiting', async () => {
    stubFetch({ 'GET /api/agent/portfolio': { body: portfolio } });
    renderWithClient(<PortfolioScreen />);
    expect(await screen.findByText('Alon Building')).toBeTruthy();
    expect(screen.getByTestId('commission-due').textContent).toContain('125.00');
    expect(screen.getByText('12.5%')).toBeTruthy();
    expect(screen.getByText('No open leads are assigned to you')).toBeTruthy();
  });

  it('says so when he has no companies yet', async () => {
    stubFetch({
      'GET /api/agent/portfolio': {
        body: {
          ...portfolio,
          companies: [],
          totals: { billedThisMonthAgorot: 0, commissionDueAgorot: 0 },
        },
      },
    });
    renderWithClient(<PortfolioScreen />);
    expect(await screen.findByText('You have no companies yet')).toBeTruthy();
  });
});
