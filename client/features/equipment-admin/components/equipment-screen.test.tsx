import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heInspections from '@shared/i18n/locales/he/inspections.json';
import heManage from '@shared/i18n/locales/he/manage.json';
import type {
  ManagedEquipment,
  ManagedEquipmentList,
} from '@shared/schemas/equipment-admin.schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { renderWithClient, sentBodies } from '../../../../test/render-client';
import { stubFetch, type FakeAnswer } from '../../../../test/stub-fetch';
import { EquipmentScreen } from './equipment-screen';

const item = (
  id: number,
  number: string,
  extra: Partial<ManagedEquipment> = {},
): ManagedEquipment => ({
  id,
  kind: 'scaffold',
  number,
  label: `פיגום ${number}`,
  siteId: 1,
  siteName: 'מגדלי הפארק',
  location: '',
  status: 'active',
  lastInspection: '2025-01-01',
  nextInspectionDue: '2025-02-01',
  inspectionState: 'ok',
  daysUntilInspection: 20,
  labelTranslations: {},
  fitness: {
    state: 'fit',
    fitUntil: null,
    reason: null,
    lastInspectedOn: null,
    closedReason: null,
  },
  tagToken: '0123456789abcdef0123456789abcdef',
  workers: [],
  ...extra,
});
const list = (canEdit: boolean): ManagedEquipmentList => ({
  today: '2025-01-12',
  canEdit,
  settings: { inspectionIntervalDays: 30, isEquipmentNumberRequired: false },
  items: [
    item(1, 'P-101', {
      workers: [
        {
          entryId: 'entry-abc',
          requestNumber: 42,
          firstName: 'משה',
          lastName: 'כהן',
          company: 'קבלן',
          siteName: 'מגדלי הפארק',
          decidedAt: null,
        },
      ],
    }),
    item(2, 'P-201', { inspectionState: 'overdue', daysUntilInspection: -10 }),
    item(3, 'LP-9', { kind: 'platform', inspectionState: 'due_soon', daysUntilInspection: 1 }),
  ],
});
let answers: Record<string, FakeAnswer>;

/** The list entry of an item, found by the number that starts its heading. */
const itemRow = (number: string) =>
  screen
    .queryAllByRole('listitem')
    .find((row) => row.querySelector('p')?.textContent?.startsWith(number));

setUpScreenTest(['manage', 'validation', 'inspections'], 'he');
beforeEach(() => {
  answers = { 'GET /api/equipment': { body: list(true) } };
  stubFetch(answers);
});

describe('scaffolds and lifting platforms', () => {
  it('reminds of a scaffold whose inspection lapsed and counts the people on it', async () => {
    const closed = {
      state: 'closed' as const,
      fitUntil: null,
      reason: null,
      lastInspectedOn: '2025-01-10',
      closedReason: 'failed_items' as const,
    };
    answers['GET /api/equipment'] = {
      body: {
        ...list(false),
        items: list(false).items.map((i) => (i.number === 'P-101' ? { ...i, fitness: closed } : i)),
      },
    };
    renderWithClient(<EquipmentScreen sites={[]} />);
    const reminder = await screen.findByText(`${heInspections.state.closed}:`, { exact: false });
    expect(reminder.textContent).toContain('P-101');
    expect(within(itemRow('P-101')!).getByText('1 עובדים עליו עכשיו')).toBeTruthy();
  });

  it('warns of overdue and soon-due inspections and shows each item with its state', async () => {
    renderWithClient(<EquipmentScreen sites={[]} />);
    const warning = await screen.findByText(heManage.equipment.warningsTitle);
    await screen.findAllByText('P-201');
    expect(warning.parentElement!.textContent).toContain('P-201');
    expect(warning.parentElement!.textContent).toContain('LP-9');
    const overdue = itemRow('P-201')!;
    expect(
      within(overdue).getByText(heManage.equipment.state.overdue.replace('{{count}}', '10')),
    ).toBeTruthy();
  });

  it("shows today's worker on his scaffold and marks his exit with the exit call", async () => {
    answers['POST /api/entry-requests/entry-abc/exit'] = { body: {} };
    const events = userEvent.setup();
    renderWithClient(<EquipmentScreen sites={[]} />);
    await screen.findAllByText('P-101');
    const row = itemRow('P-101')!;
    expect(within(row).getByText('משה כהן')).toBeTruthy();
    await events.click(within(row).getByRole('button', { name: heManage.equipment.markExit }));
    await waitFor(() =>
      expect(sentBodies('POST /api/entry-requests/entry-abc/exit')).toHaveLength(1),
    );
    expect(
      await screen.findByText(heManage.equipment.exitDone.replace('{{name}}', 'משה כהן')),
    ).toBeTruthy();
  });

  it('switches between scaffolds and platforms and offers export to everybody', async () => {
    const events = userEvent.setup();
    renderWithClient(<EquipmentScreen sites={[]} />);
    await screen.findAllByText('P-101');
    await events.click(screen.getByRole('button', { name: /במות הרמה/ }));
    expect(itemRow('P-101')).toBeUndefined();
    expect(itemRow('LP-9')).toBeTruthy();
    expect(screen.getByRole('link', { name: heManage.equipment.export }).getAttribute('href')).toBe(
      '/api/equipment/export?kind=platform',
    );
  });

  it('lets a manager follow the work but not edit or import', async () => {
    answers['GET /api/equipment'] = { body: list(false) };
    renderWithClient(<EquipmentScreen sites={[]} />);
    await screen.findAllByText('P-101');
    expect(screen.queryByRole('button', { name: heManage.equipment.import })).toBeNull();
    expect(screen.queryByRole('button', { name: heManage.edit })).toBeNull();
  });

  it('imports a CSV and lists each bad row the server names', async () => {
    answers['POST /api/equipment/import'] = {
      status: 400,
      body: {
        code: 'IMPORT_INVALID',
        message: 'x',
        details: { '3:kind': 'יש לכתוב scaffold או platform', '4:number': 'זהו שדה חובה' },
      },
    };
    const events = userEvent.setup();
    renderWithClient(<EquipmentScreen sites={[]} />);
    await events.click(await screen.findByRole('button', { name: heManage.equipment.import }));
    const dialog = screen.getByRole('dialog');
    const file = new File(['kind,number,label\ncrane,X,Y\nscaffold,,Z\n'], 'items.csv', {
      type: 'text/csv',
    });
    await events.upload(within(dialog).getByLabelText(heManage.import.choose), file);
    expect(await within(dialog).findByText('יש לכתוב scaffold או platform')).toBeTruthy();
    expect(within(dialog).getByText('זהו שדה חובה')).toBeTruthy();
    const [body] = sentBodies('POST /api/equipment/import') as { csv: string }[];
    expect(body!.csv).toContain('crane,X,Y');
  });
});
