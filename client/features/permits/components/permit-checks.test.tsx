import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import hePermits from '@shared/i18n/locales/he/permits.json';
import type { Permit } from '@shared/schemas/permit.schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { renderWithClient } from '../../../../test/render-client';
import { stubFetch, type FakeAnswer } from '../../../../test/stub-fetch';
import { formatTime } from '@/lib/date-format';
import { PermitChecks } from './permit-checks';

let answers: Record<string, FakeAnswer>;
setUpScreenTest(['permits', 'validation', 'errors'], 'he');
beforeEach(() => {
  answers = {};
  stubFetch(answers);
});

const permit = {
  id: 12,
  checks: [{ check: 'ground_attendant', passed: false, workers: [], override: null }],
} as unknown as Permit;

describe('overriding a check that someone else reached first (409)', () => {
  it('says who overrode it first and when', async () => {
    const at = '2026-06-01T07:42:00.000Z';
    answers['POST /api/permits/12/overrides'] = {
      status: 409,
      body: {
        code: 'PERMIT_STATE_CONFLICT',
        message: 'conflict',
        state: 'requested',
        action: 'override',
        changedBy: { fullName: 'דנה לוי' },
        changedAt: at,
      },
    };
    renderWithClient(<PermitChecks permit={permit} canOverride />);
    await userEvent.type(screen.getByLabelText(hePermits.board.overrideReason), 'במה ממונעת');
    await userEvent.click(screen.getByRole('button', { name: hePermits.board.override }));
    expect(
      await screen.findByText(
        `בדיקה של ההיתר כבר נעקפה על ידי \u2068דנה לוי\u2069 בשעה ${formatTime(at, 'he')}.`,
      ),
    ).toBeTruthy();
  });
});
