import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heManage from '@shared/i18n/locales/he/manage.json';
import heValidation from '@shared/i18n/locales/he/validation.json';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { renderWithClient, sentBodies } from '../../../../test/render-client';
import { stubFetch } from '../../../../test/stub-fetch';
import { PrivacyCard } from './privacy-card';

setUpScreenTest(['manage', 'validation'], 'he');

afterEach(() => vi.restoreAllMocks());

describe("the company's privacy card", () => {
  it('refuses a period over 12 months before calling the server, and saves a shorter one', async () => {
    stubFetch({
      'GET /api/privacy/settings': { body: { retentionMonths: 12 } },
      'PUT /api/privacy/settings': { body: { retentionMonths: 6 } },
    });
    const events = userEvent.setup();
    renderWithClient(<PrivacyCard />);
    const months = await screen.findByLabelText(heManage.privacy.retentionMonths);
    expect((months as HTMLInputElement).value).toBe('12');

    await events.clear(months);
    await events.type(months, '24');
    await events.click(screen.getByRole('button', { name: heManage.save }));
    expect(screen.getByText(heValidation.retentionMonths)).toBeTruthy();
    expect(sentBodies('PUT /api/privacy/settings')).toHaveLength(0);

    await events.clear(months);
    await events.type(months, '6');
    await events.click(screen.getByRole('button', { name: heManage.save }));
    await waitFor(() =>
      expect(sentBodies('PUT /api/privacy/settings')).toEqual([{ retentionMonths: 6 }]),
    );
    expect(await screen.findByText(heManage.privacy.saved)).toBeTruthy();
  });

  it("erases a worker's data only once the admin confirms", async () => {
    stubFetch({
      'GET /api/privacy/settings': { body: { retentionMonths: 12 } },
      'POST /api/privacy/worker-erase': { body: { erasedRequests: 2, deletedImages: 4 } },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const events = userEvent.setup();
    renderWithClient(<PrivacyCard />);
    await events.type(screen.getByLabelText(heManage.privacy.workerPhone), '050-1234567');
    const erase = screen.getByRole('button', { name: heManage.privacy.erase });

    await events.click(erase);
    expect(sentBodies('POST /api/privacy/worker-erase')).toHaveLength(0);

    await events.click(erase);
    expect(confirm).toHaveBeenCalledTimes(2);
    await waitFor(() =>
      expect(sentBodies('POST /api/privacy/worker-erase')).toEqual([{ phone: '050-1234567' }]),
    );
    expect(await screen.findByText(heManage.privacy.erased.replace('{{count}}', '2'))).toBeTruthy();
  });
});
