import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heManage from '@shared/i18n/locales/he/manage.json';
import heReview from '@shared/i18n/locales/he/review.json';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { renderWithClient, sentBodies } from '../../../../test/render-client';
import { stubFetch } from '../../../../test/stub-fetch';
import { WorkerVisitsCard } from './worker-visits-card';

setUpScreenTest(['manage', 'review', 'validation'], 'he');

afterEach(() => vi.restoreAllMocks());

const HISTORY = {
  name: 'משה כהן',
  rememberedPhones: 2,
  visits: [
    {
      id: 'r2',
      requestNumber: 12,
      siteName: 'מגדל הים',
      status: 'approved',
      createdAt: '2026-11-20T06:00:00.000Z',
      decidedAt: '2026-11-20T06:05:00.000Z',
      exitTime: null,
      isPersonalDataErased: false,
      isFromRememberedPhone: true,
      induction: {
        completedAt: '2026-11-20T06:00:00.000Z',
        validUntil: '2027-02-18T06:00:00.000Z',
        isReused: false,
        isRevoked: false,
      },
    },
  ],
};

describe("a worker's visits", () => {
  it('finds him by phone and revokes his phones only once the manager confirms', async () => {
    stubFetch({
      'GET /api/worker-recognition/workers': { body: HISTORY },
      'POST /api/worker-recognition/workers/revoke': { body: { revoked: 2 } },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const events = userEvent.setup();
    renderWithClient(<WorkerVisitsCard canRevokeInduction />);
    await events.type(screen.getByLabelText(heManage.workers.phone), '050-1234567');
    await events.click(screen.getByRole('button', { name: heManage.workers.search }));

    expect(await screen.findByText('משה כהן')).toBeTruthy();
    expect(screen.getByText(heReview.status.approved)).toBeTruthy();
    expect(screen.getByText(heManage.workers.fromRemembered)).toBeTruthy();
    expect(screen.getByText(new RegExp(heManage.workers.inductionDone))).toBeTruthy();

    const revoke = screen.getByRole('button', { name: heManage.workers.revoke });
    await events.click(revoke);
    expect(sentBodies('POST /api/worker-recognition/workers/revoke')).toHaveLength(0);
    await events.click(revoke);
    expect(confirm).toHaveBeenCalledTimes(2);
    await waitFor(() =>
      expect(sentBodies('POST /api/worker-recognition/workers/revoke')).toEqual([
        { phone: '050-1234567' },
      ]),
    );
    expect(
      await screen.findByText(heManage.workers.revoked.replace('{{count}}', '2')),
    ).toBeTruthy();
  });

  it('revokes his induction alone once the manager confirms, and offers it only when allowed', async () => {
    stubFetch({
      'GET /api/worker-recognition/workers': { body: HISTORY },
      'POST /api/worker-recognition/workers/revoke-induction': { body: { revoked: 1 } },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const events = userEvent.setup();
    const { unmount } = renderWithClient(<WorkerVisitsCard canRevokeInduction />);
    await events.type(screen.getByLabelText(heManage.workers.phone), '050-1234567');
    await events.click(screen.getByRole('button', { name: heManage.workers.search }));

    const revoke = await screen.findByRole('button', { name: heManage.workers.revokeInduction });
    await events.click(revoke);
    expect(sentBodies('POST /api/worker-recognition/workers/revoke-induction')).toHaveLength(0);
    await events.click(revoke);
    expect(confirm).toHaveBeenLastCalledWith(
      heManage.workers.revokeInductionConfirm.replace('{{phone}}', '050-1234567'),
    );
    await waitFor(() =>
      expect(sentBodies('POST /api/worker-recognition/workers/revoke-induction')).toEqual([
        { phone: '050-1234567' },
      ]),
    );
    expect(
      await screen.findByText(heManage.workers.inductionsRevoked.replace('{{count}}', '1')),
    ).toBeTruthy();
    expect(sentBodies('POST /api/worker-recognition/workers/revoke')).toHaveLength(0);
    unmount();

    renderWithClient(<WorkerVisitsCard canRevokeInduction={false} />);
    await events.type(screen.getByLabelText(heManage.workers.phone), '050-1234567');
    await events.click(screen.getByRole('button', { name: heManage.workers.search }));
    await screen.findByRole('button', { name: heManage.workers.revoke });
    expect(screen.queryByRole('button', { name: heManage.workers.revokeInduction })).toBeNull();
  });
});
