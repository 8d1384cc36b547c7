import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heManage from '@shared/i18n/locales/he/manage.json';
import type {
  EquipmentSummary,
  ManagedEquipment,
  ManagedEquipmentList,
} from '@shared/schemas/equipment-admin.schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { renderWithClient, requestedUrls, sentBodies } from '../../../../test/render-client';
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
  nextCursor: null,
  total: 3,
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
const summary: EquipmentSummary = {
  kinds: { scaffold: 2, platform: 1 },
  states: { attention: 0, due_today: 0, overdue: 0, never: 0, closed: 0, fit: 3 },
  warnings: { overdue: 1, due_soon: 1 },
};
let answers: Record<string, FakeAnswer>;

/** The list entry of an item, found by the number that starts its heading. */
const itemRow = (number: string) =>
  screen
    .queryAllByRole('listitem')
    .find((row) => row.querySelector('p')?.textContent?.startsWith(number));

setUpScreenTest(['manage', 'validation', 'inspections'], 'he');
beforeEach(() => {
  answers = {
    'GET /api/equipment': { body: list(true) },
    'GET /api/equipment/summary': { body: summary },
  };
  stubFetch(answers);
});

/** The list reads the server asked for, with their queries. */
const listReads = () =>
  requestedUrls()
    .filter((url) => url.startsWith('GET /api/equipment?'))
    .map((url) => new URL(url.slice('GET '.length), 'http://localhost').searchParams);

describe('scaffolds and lifting platforms', () => {
  it('counts what needs someone today and asks the server for it in one tap', async () => {
    answers['GET /api/equipment/summary'] = {
      body: {
        ...summary,
        states: { attention: 2, due_today: 1, overdue: 0, never: 0, closed: 1, fit: 0 },
      },
    };
    const events = userEvent.setup();
    renderWithClient(<EquipmentScreen sites={[]} />);
    const filters = await screen.findByRole('group', { name: heManage.equipment.filter.label });
    const attention = await within(filters).findByRole('button', {
      name: `${heManage.equipment.filter.attention} (2)`,
    });
    expect(
      within(filters).getByRole('button', { name: `${heManage.equipment.filter.all} (2)` }),
    ).toBeTruthy();
    expect(listReads()[0]!.get('kind')).toBe('scaffold');
    expect(listReads()[0]!.has('state')).toBe(false);
    await events.click(attention);
    await waitFor(() => expect(listReads().at(-1)!.get('state')).toBe('attention'));
    expect(attention.getAttribute('aria-pressed')).toBe('true');
    expect(listReads().at(-1)!.get('kind')).toBe('scaffold');
  });

  it('counts overdue and soon-due inspections and shows each item with its state', async () => {
    renderWithClient(<EquipmentScreen sites={[]} />);
    const warning = await screen.findByText(heManage.equipment.warningsTitle);
    expect(warning.parentElement!.textContent).toContain(
      heManage.equipment.overdueCount.replace('{{count}}', '1'),
    );
    expect(warning.parentElement!.textContent).toContain(
      heManage.equipment.dueSoonCount.replace('{{count}}', '1'),
    );
    const overdue = itemRow('P-201')!;
    expect(
      within(overdue).getByText(heManage.equipment.state.overdue.replace('{{count}}', '10')),
    ).toBeTruthy();
  });

  it('searches on the server once the typing pauses', async () => {
    const events = userEvent.setup();
    renderWithClient(<EquipmentScreen sites={[]} />);
    await screen.findAllByText('P-101');
    await events.type(screen.getByRole('searchbox', { name: heManage.equipment.search }), 'P-2');
    await waitFor(() => expect(listReads().at(-1)!.get('search')).toBe('P-2'));
    // One read for the settled text, none per key typed.
    expect(listReads().filter((query) => query.has('search'))).toHaveLength(1);
  });

  it('reads the next page after the cursor when asked for more', async () => {
    answers['GET /api/equipment'] = { body: { ...list(true), nextCursor: 3, total: 4 } };
    const events = userEvent.setup();
    renderWithClient(<EquipmentScreen sites={[]} />);
    await screen.findAllByText('P-101');
    expect(
      screen.getByText(
        heManage.equipment.shown.replace('{{shown}}', '3').replace('{{total}}', '4'),
      ),
    ).toBeTruthy();
    answers['GET /api/equipment'] = {
      body: { ...list(true), items: [item(4, 'P-301')], nextCursor: null, total: 4 },
    };
    await events.click(screen.getByRole('button', { name: heManage.equipment.loadMore }));
    expect(await screen.findByText('P-301')).toBeTruthy();
    expect(listReads().at(-1)!.get('cursor')).toBe('3');
    expect(itemRow('P-101')).toBeTruthy();
    expect(screen.queryByRole('button', { name: heManage.equipment.loadMore })).toBeNull();
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
    await events.click(await screen.findByRole('button', { name: /במות הרמה \(1\)/ }));
    await waitFor(() => expect(listReads().at(-1)!.get('kind')).toBe('platform'));
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
