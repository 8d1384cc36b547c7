import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heManage from '@shared/i18n/locales/he/manage.json';
import { describe, expect, it } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { renderWithClient, requestedUrls } from '../../../../test/render-client';
import { stubFetch } from '../../../../test/stub-fetch';
import { AuditLogScreen } from './audit-log-screen';

setUpScreenTest(['manage'], 'he');

const entry = {
  id: 7,
  action: 'entry_request.personal_data_erase',
  entityType: 'entry_request',
  entityId: 'abc',
  fromStatus: null,
  toStatus: null,
  reason: 'retention',
  actorName: null,
  createdAt: '2026-03-10T10:00:00Z',
};

describe('the audit log screen', () => {
  it('lists the rows and asks the server again with the filters', async () => {
    stubFetch({
      'GET /api/audit-log': { body: { items: [entry], hasMore: false } },
    });
    const events = userEvent.setup();
    renderWithClient(<AuditLogScreen />);
    expect(await screen.findByText(entry.action)).toBeTruthy();
    expect(screen.getByText(heManage.auditLog.system)).toBeTruthy();

    await events.type(screen.getByLabelText(heManage.auditLog.action), 'entry_request');
    await events.click(screen.getByRole('button', { name: heManage.auditLog.apply }));
    await waitFor(() =>
      expect(requestedUrls()).toContain('GET /api/audit-log?page=1&action=entry_request'),
    );
  });
});
