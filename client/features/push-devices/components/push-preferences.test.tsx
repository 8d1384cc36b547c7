import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import heErrors from '@shared/i18n/locales/he/errors.json';
import heNotifications from '@shared/i18n/locales/he/notifications.json';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { renderWithClient, sentBodies } from '../../../../test/render-client';
import { stubFetch, type FakeAnswer } from '../../../../test/stub-fetch';
import { PushPreferencesSection } from './push-preferences';

setUpScreenTest(['notifications', 'errors'], 'he');
const text = heNotifications.preferences;
const ALL_ON = { newRequest: true, waiting: true, inspectionOverdue: true, permitLapsed: true };

let answers: Record<string, FakeAnswer>;
beforeEach(() => {
  answers = { 'GET /api/push/preferences': { body: ALL_ON } };
  stubFetch(answers);
});

describe('which events reach my devices', () => {
  it('shows every kind and saves the one unticked', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    answers['PUT /api/push/preferences'] = { body: { ...ALL_ON, permitLapsed: false } };
    renderWithClient(<PushPreferencesSection />);
    const permits = await screen.findByLabelText(text.permitLapsed, {}, { timeout: 10_000 });
    for (const label of [text.newRequest, text.waiting, text.inspectionOverdue]) {
      expect(screen.getByLabelText<HTMLInputElement>(label).checked).toBe(true);
    }
    await user.click(permits);
    await expect
      .poll(() => screen.getByLabelText<HTMLInputElement>(text.permitLapsed).checked)
      .toBe(false);
    expect(sentBodies('PUT /api/push/preferences')).toEqual([{ permitLapsed: false }]);
    expect(screen.getByLabelText<HTMLInputElement>(text.permitLapsed).disabled).toBe(false);
  });

  it(
    'says why a change was not saved and keeps the box as it was',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      answers['PUT /api/push/preferences'] = {
        status: 403,
        body: { code: 'FORBIDDEN', message: heErrors.FORBIDDEN },
      };
      renderWithClient(<PushPreferencesSection />);
      await user.click(await screen.findByLabelText(text.waiting, {}, { timeout: 10_000 }));
      expect(await screen.findByText(heErrors.FORBIDDEN)).toBeTruthy();
      expect(screen.getByLabelText<HTMLInputElement>(text.waiting).checked).toBe(true);
    },
  );
});
