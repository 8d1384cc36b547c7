import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heManage from '@shared/i18n/locales/he/manage.json';
import type { FormVersionList } from '@shared/schemas/entry-form-versions.schemas';
import { describe, expect, it } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { renderWithClient, sentBodies } from '../../../../test/render-client';
import { stubFetch } from '../../../../test/stub-fetch';
import { FormVersions } from './form-versions';

const versions: FormVersionList = {
  currentVersion: 2,
  versions: [
    { version: 2, createdAt: '2025-03-02T10:00:00.000Z', createdByName: 'דני מנהל', fieldCount: 3 },
    { version: 1, createdAt: '2025-03-01T10:00:00.000Z', createdByName: 'דני מנהל', fieldCount: 2 },
    { version: 0, createdAt: null, createdByName: null, fieldCount: 10 },
  ],
};
const oldFields = [{ id: 'firstName', type: 'text', label: 'שם', required: true }];

setUpScreenTest(['manage'], 'he');

describe('the form versions', () => {
  it('lists the versions, the one in use marked and not restorable', async () => {
    stubFetch({ 'GET /api/sites/7/entry-form/versions': { body: versions } });
    renderWithClient(<FormVersions siteId={7} />);
    const current = (
      await screen.findByText(heManage.versions.number.replace('{{version}}', '2'))
    ).closest('li')!;
    expect(within(current).getByText(heManage.versions.current)).toBeTruthy();
    expect(within(current).queryByRole('button')).toBeNull();
    expect(screen.getByText(heManage.versions.builtIn)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: heManage.versions.restore })).toHaveLength(2);
  });

  it('restores an old version by saving its fields as a new one, after a confirmation', async () => {
    stubFetch({
      'GET /api/sites/7/entry-form/versions': { body: versions },
      'GET /api/sites/7/entry-form/versions/1': { body: { version: 1, formFields: oldFields } },
      'PUT /api/sites/7/entry-form': { body: { siteId: 7, version: 3, formFields: oldFields } },
    });
    const events = userEvent.setup();
    renderWithClient(<FormVersions siteId={7} />);
    const first = (
      await screen.findByText(heManage.versions.number.replace('{{version}}', '1'))
    ).closest('li')!;
    await events.click(within(first).getByRole('button', { name: heManage.versions.restore }));
    expect(sentBodies('PUT /api/sites/7/entry-form')).toHaveLength(0);
    await events.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: heManage.versions.restore }),
    );
    await waitFor(() =>
      expect(sentBodies('PUT /api/sites/7/entry-form')).toEqual([{ formFields: oldFields }]),
    );
    expect(
      await screen.findByText(
        heManage.versions.restored.replace('{{version}}', '1').replace('{{newVersion}}', '3'),
      ),
    ).toBeTruthy();
  });
});
