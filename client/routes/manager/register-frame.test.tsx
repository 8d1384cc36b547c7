import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import heInspections from '@shared/i18n/locales/he/inspections.json';
import { setUpScreenTest } from '../../../test/client-i18n';
import { renderWithClient } from '../../../test/render-client';
import { SITE_MANAGER } from '../../../test/session-users';
import { stubFetch } from '../../../test/stub-fetch';
import { RegisterFrame } from './register-frame';

describe('a register’s default range', () => {
  setUpScreenTest(['inspections', 'manage', 'review'], 'he');
  afterEach(() => vi.useRealTimers());

  it('ends on the company’s day, not UTC’s, just after midnight in Israel', async () => {
    // 00:30 on 28 November in Jerusalem; UTC's date is still the 27th.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T22:30:00Z'));
    stubFetch({
      'GET /api/sites': { body: { sites: [{ id: 2, name: 'מגדלי הפארק', isActive: true }] } },
    });
    renderWithClient(
      <RegisterFrame
        user={SITE_MANAGER}
        ns="inspections"
        csvPath="/api/inspections/register.csv"
        printId="inspection-register"
      >
        {(range) => <p data-testid="range">{`${range.from} ${range.to}`}</p>}
      </RegisterFrame>,
    );
    expect((await screen.findByTestId('range')).textContent).toBe('2026-10-29 2026-11-28');
    expect(screen.getByLabelText(heInspections.register.to)).toHaveProperty('value', '2026-11-28');
  });
});
