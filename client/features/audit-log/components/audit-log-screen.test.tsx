import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heManage from '@shared/i18n/locales/he/manage.json';
import { describe, expect, it } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { renderWithClient, requestedUrls } from '../../../../test/render-client';
import { stubFetch } from '../../../../test/stub-fetch';
import { AuditLogScreen } from './audit-log-screen';

setUpScreenTest(['manage', 'review'], 'he');

const entry = {
  id: 7,
  action: 'entry_request.personal_data_erase',
  entityType: 'entry_request',
  entityId: 'abc',
  fromStatus: null,
  toStatus: null,
  reason: 'retention',
  actorName: null,
  subject: '12 (משה כהן)',
  createdAt: '2026-03-10T10:00:00Z',
};

describe('the audit log screen', () => {
  it('lists the rows and asks the server again with the filters', async () => {
    stubFetch({
      'GET /api/audit-log': { body: { items: [entry], hasMore: false } },
    });
    const events = userEvent.setup();
    renderWithClient(<AuditLogScreen />);
    expect(
      await screen.findByText('בקשה 12 (משה כהן): הפרטים האישיים של העובד נמחקו'),
    ).toBeTruthy();
    expect(screen.queryByText(entry.action)).toBeNull();
    expect(screen.getByText(heManage.auditLog.system)).toBeTruthy();

    await events.type(screen.getByLabelText(heManage.auditLog.action), 'entry_request');
    await events.click(screen.getByRole('button', { name: heManage.auditLog.apply }));
    await waitFor(() =>
      expect(requestedUrls()).toContain('GET /api/audit-log?page=1&action=entry_request'),
    );
  });

  it("says a decision as a sentence with the statuses in the user's language", async () => {
    stubFetch({
      'GET /api/audit-log': {
        body: {
          items: [
            {
              ...entry,
              action: 'entry_request.status_change',
              fromStatus: 'pending',
              toStatus: 'rejected',
              reason: 'אין קסדה',
            },
          ],
          hasMore: false,
        },
      },
    });
    renderWithClient(<AuditLogScreen />);
    expect(await screen.findByText('בקשה 12 (משה כהן) שונתה מממתין לאישור לנדחה')).toBeTruthy();
    expect(screen.getByText('סיבה: אין קסדה')).toBeTruthy();
  });
});
