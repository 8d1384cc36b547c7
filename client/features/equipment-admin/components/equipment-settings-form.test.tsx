import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heManage from '@shared/i18n/locales/he/manage.json';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { renderWithClient, sentBodies } from '../../../../test/render-client';
import { stubFetch } from '../../../../test/stub-fetch';
import { EquipmentSettingsCard } from './equipment-settings-form';

setUpScreenTest(['manage', 'validation'], 'he');
afterEach(() => vi.restoreAllMocks());

const SETTINGS = 'GET /api/equipment/settings';
const SAVE = 'PUT /api/equipment/settings';
const RULES = { inspectionIntervalDays: 7, isEquipmentNumberRequired: false };

describe("the company's equipment rules", () => {
  it('let the caller the server allows change them', async () => {
    stubFetch({
      [SETTINGS]: { body: { ...RULES, canEdit: true } },
      [SAVE]: { body: { ...RULES, inspectionIntervalDays: 14, canEdit: true } },
    });
    renderWithClient(<EquipmentSettingsCard />);
    const interval = await screen.findByLabelText(heManage.equipmentSettings.interval);
    const events = userEvent.setup();
    await events.clear(interval);
    await events.type(interval, '14');
    await events.click(screen.getByRole('button', { name: heManage.save }));
    expect(await screen.findByText(heManage.equipmentSettings.saved)).toBeTruthy();
    expect(sentBodies(SAVE)).toEqual([
      { inspectionIntervalDays: 14, isEquipmentNumberRequired: false },
    ]);
  });

  it('are only shown to a caller the server does not allow', async () => {
    stubFetch({ [SETTINGS]: { body: { ...RULES, canEdit: false } } });
    renderWithClient(<EquipmentSettingsCard />);
    const interval = await screen.findByLabelText(heManage.equipmentSettings.interval);
    expect((interval as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(heManage.equipmentSettings.readOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: heManage.save })).toBeNull();
  });
});
