import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heManage from '@shared/i18n/locales/he/manage.json';
import { describe, expect, it } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { renderWithClient, requestedUrls } from '../../../../test/render-client';
import { stubFetch } from '../../../../test/stub-fetch';
import { AccessLogScreen } from './access-log-screen';

setUpScreenTest(['manage'], 'he');

const read = {
  id: 3,
  kind: 'entry_file',
  subject: 'file-abc',
  address: '10.0.0.7',
  userId: 12,
  userName: 'דנה כהן',
  createdAt: '2026-03-10T10:00:00Z',
};

describe('the access log screen', () => {
  it(
    'shows who read what and from where, and asks again by user, kind and day',
    { timeout: 20_000 },
    async () => {
      stubFetch({
        'GET /api/access-log': { body: { items: [read], hasMore: false } },
        'GET /api/users': {
          body: {
            users: [{ id: 12, username: 'dana', firstName: 'דנה', lastName: 'כהן' }],
            assignableRoles: [],
          },
        },
      });
      const events = userEvent.setup();
      renderWithClient(<AccessLogScreen />);
      const row = (await screen.findByText('10.0.0.7')).closest('li')!;
      expect(row.textContent).toContain(heManage.accessLog.kinds.entry_file);
      expect(row.textContent).toContain('דנה כהן');
      expect(row.textContent).toContain('file-abc');

      await screen.findByRole('option', { name: 'דנה כהן' });
      await events.selectOptions(screen.getByLabelText(heManage.accessLog.user), '12');
      await events.selectOptions(screen.getByLabelText(heManage.accessLog.kind), 'worker_export');
      await events.click(screen.getByRole('button', { name: heManage.auditLog.apply }));
      await waitFor(() =>
        expect(requestedUrls()).toContain(
          'GET /api/access-log?page=1&userId=12&kind=worker_export',
        ),
      );
    },
  );
});
