import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import hePermits from '@shared/i18n/locales/he/permits.json';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type { Permit } from '@shared/schemas/permit.schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { renderWithClient, sentBodies } from '../../../../test/render-client';
import { stubFetch, type FakeAnswer } from '../../../../test/stub-fetch';
import { localInput } from '../lib/local-input';
import { PermitActions } from './permit-actions';

let answers: Record<string, FakeAnswer>;
setUpScreenTest(['permits', 'validation', 'errors'], 'he');
beforeEach(() => {
  answers = {};
  stubFetch(answers);
});

const SAFETY: SessionUser = {
  id: 7,
  username: 'rina',
  role: 'safety_manager',
  firstName: 'רינה',
  lastName: 'כהן',
  fullName: 'רינה כהן',
  companyId: 1,
  siteId: 2,
  siteName: 'מגדלי הפארק',
  siteCode: 'DEMO',
  siteIds: [2],
  isMainAccount: false,
};
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
