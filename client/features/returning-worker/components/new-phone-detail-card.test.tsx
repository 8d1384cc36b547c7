import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heManage from '@shared/i18n/locales/he/manage.json';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { renderWithClient, sentBodies } from '../../../../test/render-client';
import { stubFetch } from '../../../../test/stub-fetch';
import { NewPhoneDetailCard } from './new-phone-detail-card';

setUpScreenTest(['manage', 'validation'], 'he');

afterEach(() => vi.restoreAllMocks());

const SETTINGS = '/api/worker-recognition/company';

describe('recognising a worker on a new phone', () => {
  it('is off until the admin names a field, and can be turned off again', async () => {
    stubFetch({
      [`GET ${SETTINGS}`]: { body: { detailFieldId: null } },
      [`PUT ${SETTINGS}`]: { body: { detailFieldId: 'idNumber' } },
    });
    const events = userEvent.setup();
    renderWithClient(<NewPhoneDetailCard />);
    const toggle = await screen.findByLabelText(heManage.workers.newPhoneOn);
    expect(toggle).toHaveProperty('checked', false);
    expect(screen.queryByLabelText(heManage.workers.newPhoneField)).toBeNull();

    await events.click(toggle);
    const save = screen.getByRole('button', { name: heManage.save });
    expect(save).toHaveProperty('disabled', true);
    await events.type(screen.getByLabelText(heManage.workers.newPhoneField), 'idNumber');
    await events.click(save);
    expect(await screen.findByText(heManage.workers.newPhoneSaved)).toBeTruthy();

    await events.click(toggle);
    await events.click(save);
    expect(sentBodies(`PUT ${SETTINGS}`)).toEqual([
      { detailFieldId: 'idNumber' },
      { detailFieldId: null },
    ]);
  });
});
