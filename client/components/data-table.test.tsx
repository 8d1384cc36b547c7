import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heBackoffice from '@shared/i18n/locales/he/backoffice.json';
import { describe, expect, it } from 'vitest';
import { setUpScreenTest } from '../../test/client-i18n';
import { renderWithClient } from '../../test/render-client';
import { csvHref, DataTable, type DataColumn } from './data-table';

type Row = { id: number; name: string; amount: number };
const columns: DataColumn<Row>[] = [
  { id: 'name', header: 'שם', cell: (r) => r.name, sortValue: (r) => r.name },
  { id: 'amount', header: 'סכום', cell: (r) => r.amount, sortValue: (r) => r.amount },
];
const rows: Row[] = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  name: `חברה ${i + 1}`,
  amount: (i * 7) % 30,
}));

setUpScreenTest(['backoffice'], 'he');

const renderTable = (data: Row[] = rows) =>
  renderWithClient(
    <DataTable
      caption="טבלה"
      rows={data}
      rowKey={(r) => r.id}
      columns={columns}
      searchText={(r) => r.name}
      pageSize={10}
    />,
  );
const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');

describe('the back office table', () => {
  it('pages the rows and says where the user is', async () => {
    renderTable();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('עמוד 1 מתוך 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: heBackoffice.table.next }));
    expect(screen.getByText('עמוד 2 מתוך 3')).toBeTruthy();
    expect(bodyRows()[0]!.textContent).toContain('חברה 11');
  });

  it('searches, and says so when nothing matches', async () => {
    renderTable();
    await userEvent.type(screen.getByRole('searchbox'), 'חברה 2');
    // חברה 2 and חברה 20 to חברה 29.
    expect(screen.getByText('11 רשומות')).toBeTruthy();
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'אין כזה');
    expect(screen.getByText(heBackoffice.table.noMatches)).toBeTruthy();
  });

  it('sorts by a heading, ascending then descending, and marks the column', async () => {
    renderTable();
    const heading = screen.getByRole('button', { name: /סכום/ });
    await userEvent.click(heading);
    expect(screen.getByRole('columnheader', { name: /סכום/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect(bodyRows()[0]!.textContent).toMatch(/0$/);
    await userEvent.click(heading);
    expect(bodyRows()[0]!.textContent).toMatch(/29$/);
  });

  it('shows the empty state when there are no rows at all', () => {
    renderTable([]);
    expect(screen.getByText(heBackoffice.table.empty)).toBeTruthy();
  });

  it('puts the language on the export link only when the server knows it', () => {
    expect(csvHref('/api/x.csv', 'he', { month: '2026-01' })).toBe(
      '/api/x.csv?month=2026-01&lang=he',
    );
    expect(csvHref('/api/x.csv', 'cimode')).toBe('/api/x.csv?');
  });
});
