import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import heNotifications from '@shared/i18n/locales/he/notifications.json';
import heValidation from '@shared/i18n/locales/he/validation.json';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { renderWithClient, sentBodies } from '../../../../test/render-client';
import { stubFetch, type FakeAnswer } from '../../../../test/stub-fetch';
import { EscalationSettings } from './escalation-settings';

setUpScreenTest(['notifications'], 'he');
const text = heNotifications.escalation;

let answers: Record<string, FakeAnswer>;
beforeEach(() => {
  answers = { 'GET /api/sites/4/escalation': { body: { rule: null, emailEnabled: false } } };
  stubFetch(answers);
});

describe("a site's escalation settings", () => {
  it(
    'say when the server sends no e-mail, and save the wait and the recipients',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      answers['PUT /api/sites/4/escalation'] = {
        body: { rule: { waitMinutes: 7, notifyStaff: true, emails: [] }, emailEnabled: false },
      };
      renderWithClient(<EscalationSettings siteId={4} />);
      await screen.findByText(text.emailOff, {}, { timeout: 10_000 });
      const minutes = screen.getByLabelText(text.waitMinutes);
      await user.clear(minutes);
      await user.type(minutes, '7');
      await user.click(screen.getByRole('button', { name: text.addEmail }));
      await user.type(screen.getByLabelText(text.email), 'chief@example.test');
      await user.selectOptions(screen.getByLabelText(text.language), 'ru');
      await user.click(screen.getByRole('button', { name: text.save }));
      await screen.findByText(text.saved);
      expect(sentBodies('PUT /api/sites/4/escalation')).toEqual([
        {
          waitMinutes: 7,
          notifyStaff: true,
          emails: [{ email: 'chief@example.test', language: 'ru' }],
        },
      ]);
    },
  );

  it("show the server's message beside the field it refused", { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    answers['PUT /api/sites/4/escalation'] = {
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'חלק מהפרטים שנשלחו אינם תקינים.',
        details: { waitMinutes: heValidation.escalationWait },
      },
    };
    renderWithClient(<EscalationSettings siteId={4} />);
    const minutes = await screen.findByLabelText(text.waitMinutes, {}, { timeout: 10_000 });
    await user.clear(minutes);
    await user.type(minutes, '0');
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText(heValidation.escalationWait)).toBeTruthy();
    expect(screen.queryByText(text.saved)).toBeNull();
  });
});
