import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import enPermits from '@shared/i18n/locales/en/permits.json';
import heErrors from '@shared/i18n/locales/he/errors.json';
import hePermits from '@shared/i18n/locales/he/permits.json';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type { Permit } from '@shared/schemas/permit.schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { staffUserFixture } from '../../../../test/entry-review-fixtures';
import { renderWithClient, sentBodies } from '../../../../test/render-client';
import { stubFetch, type FakeAnswer } from '../../../../test/stub-fetch';
import { permitBoardQuery } from '@/data/permits';
import { formatTime } from '@/lib/date-format';
import { changeLanguage } from '@/lib/i18n';
import { localInput } from '../lib/local-input';
import { PermitActions } from './permit-actions';

let answers: Record<string, FakeAnswer>;
setUpScreenTest(['permits', 'validation', 'errors'], 'he');
beforeEach(() => {
  answers = {};
  stubFetch(answers);
});

const SAFETY = staffUserFixture({ id: 7, role: 'safety_manager', siteId: 2, siteIds: [2] });
const MANAGER: SessionUser = { ...SAFETY, id: 8, role: 'manager' };

const END = '2026-06-01T15:00:00.000Z';
const permit = (state: Permit['state']): Permit => ({
  id: 12,
  siteId: 2,
  siteName: 'מגדלי הפארק',
  kind: 'work_at_height',
  location: 'בניין A',
  task: 'חיפוי',
  hazards: '',
  domain: 'scaffolds',
  equipment: null,
  plannedStart: '2026-06-01T05:00:00.000Z',
  plannedEnd: END,
  workManager: { id: 8, name: 'אבי לוי' },
  groundAttendantName: 'יוסי',
  isNight: false,
  isWindy: false,
  writtenInstructions: '',
  instructionsFileId: null,
  state,
  checks: [],
  checkedAt: null,
  workers: [],
  joinToken: 'a'.repeat(32),
  changedAt: '2026-06-01T05:00:00.000Z',
  changedByName: null,
});

const extendButton = () => screen.queryByRole('button', { name: hePermits.actions.extend });

describe('extending a permit from the board', () => {
  it('sends the new end, the end the card shows and the reason, then closes the form', async () => {
    answers['POST /api/permits/12/extend'] = { body: { ...permit('active'), plannedEnd: END } };
    renderWithClient(<PermitActions permit={permit('active')} user={SAFETY} />);
    await userEvent.click(extendButton()!);
    const newEnd = new Date(new Date(END).getTime() + 2 * 3_600_000);
    fireEvent.input(screen.getByLabelText(hePermits.extend.newEnd), {
      target: { value: localInput(newEnd) },
    });
    await userEvent.type(screen.getByLabelText(hePermits.extend.reason), 'היציקה התעכבה');
    await userEvent.click(screen.getByRole('button', { name: hePermits.extend.submit }));
    await waitFor(() =>
      expect(sentBodies('POST /api/permits/12/extend')).toEqual([
        { plannedEnd: newEnd.toISOString(), currentEnd: END, reason: 'היציקה התעכבה' },
      ]),
    );
    await waitFor(() => expect(screen.queryByLabelText(hePermits.extend.reason)).toBeNull());
  });

  it('shows the server refusal beside the new end and keeps the form open', async () => {
    answers['POST /api/permits/12/extend'] = {
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'invalid',
        details: { plannedEnd: 'הארכה אחת מוסיפה עד 12 שעות' },
      },
    };
    renderWithClient(<PermitActions permit={permit('suspended')} user={SAFETY} />);
    await userEvent.click(extendButton()!);
    await userEvent.type(screen.getByLabelText(hePermits.extend.reason), 'עיכוב');
    await userEvent.click(screen.getByRole('button', { name: hePermits.extend.submit }));
    expect(await screen.findByText('הארכה אחת מוסיפה עד 12 שעות')).toBeTruthy();
    expect(screen.getByLabelText(hePermits.extend.reason)).toBeTruthy();
  });

  it('is offered only to who approves permits, and only while approved or under way', () => {
    const { unmount } = renderWithClient(
      <PermitActions permit={permit('active')} user={MANAGER} />,
    );
    expect(extendButton()).toBeNull();
    unmount();
    for (const state of ['requested', 'closed', 'expired'] as const) {
      const view = renderWithClient(<PermitActions permit={permit(state)} user={SAFETY} />);
      expect(extendButton()).toBeNull();
      view.unmount();
    }
    renderWithClient(<PermitActions permit={permit('approved')} user={SAFETY} />);
    expect(extendButton()).toBeTruthy();
  });
});

describe('a move that lost to another manager (409)', () => {
  const AT = '2026-06-01T07:42:00.000Z';
  const lost = (action: string, changedBy: { fullName: string } | null, state = 'approved') => ({
    status: 409,
    body: {
      code: 'PERMIT_STATE_CONFLICT',
      message: 'conflict',
      state,
      action,
      changedBy,
      changedAt: AT,
    },
  });
  const time = formatTime(AT, 'he');

  it('says who approved first and when, and has the board read the permits again', async () => {
    answers['POST /api/permits/12/approve'] = lost('approve', { fullName: 'דנה לוי' });
    const view = renderWithClient(<PermitActions permit={permit('requested')} user={SAFETY} />);
    const board = permitBoardQuery(2).queryKey;
    view.queryClient.setQueryData(board, { day: '2026-06-01', permits: [permit('requested')] });
    await userEvent.click(screen.getByRole('button', { name: hePermits.actions.approve }));
    expect(
      await screen.findByText(`ההיתר כבר אושר על ידי \u2068דנה לוי\u2069 בשעה ${time}.`),
    ).toBeTruthy();
    await waitFor(() => expect(view.queryClient.getQueryState(board)?.isInvalidated).toBe(true));
    expect(screen.queryByText(heErrors.PERMIT_STATE_CONFLICT)).toBeNull();
  });

  it('closes the extension form and names who extended first', async () => {
    answers['POST /api/permits/12/extend'] = lost('extend', { fullName: 'Dana Levi' }, 'active');
    renderWithClient(<PermitActions permit={permit('active')} user={SAFETY} />);
    await userEvent.click(extendButton()!);
    await userEvent.type(screen.getByLabelText(hePermits.extend.reason), 'עיכוב');
    await userEvent.click(screen.getByRole('button', { name: hePermits.extend.submit }));
    expect(
      await screen.findByText(`ההיתר כבר הוארך על ידי \u2068Dana Levi\u2069 בשעה ${time}.`),
    ).toBeTruthy();
    expect(screen.queryByLabelText(hePermits.extend.reason)).toBeNull();
  });

  it('keeps saying who closed it once the permit as it is now leaves no move', async () => {
    answers['POST /api/permits/12/suspend'] = lost('close', { fullName: 'דנה לוי' }, 'closed');
    const view = renderWithClient(<PermitActions permit={permit('active')} user={SAFETY} />);
    await userEvent.click(screen.getByRole('button', { name: hePermits.actions.suspend }));
    await userEvent.type(screen.getByLabelText(hePermits.board.reason), 'רוח חזקה');
    const suspendButtons = screen.getAllByRole('button', { name: hePermits.actions.suspend });
    await userEvent.click(suspendButtons[suspendButtons.length - 1]!);
    const text = `ההיתר כבר נסגר על ידי \u2068דנה לוי\u2069 בשעה ${time}.`;
    expect(await screen.findByText(text)).toBeTruthy();
    view.rerender(
      <QueryClientProvider client={view.queryClient}>
        <MemoryRouter>
          <PermitActions permit={permit('closed')} user={SAFETY} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: hePermits.actions.suspend })).toBeNull();
  });

  it("names the system for the background job's move, in the user's language", async () => {
    await changeLanguage('en');
    answers['POST /api/permits/12/close'] = lost('expire', null, 'expired');
    renderWithClient(<PermitActions permit={permit('active')} user={SAFETY} />);
    await userEvent.click(screen.getByRole('button', { name: enPermits.actions.close }));
    expect(
      await screen.findByText(
        `\u2068The system\u2069 already marked this permit expired at ${formatTime(AT, 'en')}.`,
      ),
    ).toBeTruthy();
  });
});
