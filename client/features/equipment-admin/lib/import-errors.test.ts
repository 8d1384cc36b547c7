import { describe, expect, it } from 'vitest';
import type { ManagedEquipment } from '@shared/schemas/equipment-admin.schemas';
import { ApiClientError } from '@/lib/api-client';
import { inspectionWarnings, visibleItems } from './equipment-view';
import { rowErrorsOf } from './import-errors';

const item = (number: string, extra: Partial<ManagedEquipment> = {}): ManagedEquipment => ({
  id: Math.floor(Math.random() * 1e6),
  kind: 'scaffold',
  number,
  label: `פיגום ${number}`,
  siteId: 1,
  siteName: 'מגדלי הפארק',
  location: 'בניין A',
  status: 'active',
  lastInspection: null,
  nextInspectionDue: null,
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

describe('visibleItems', () => {
  const items = [
    item('P-10'),
    item('P-2', { inspectionState: 'overdue' }),
    item('P-3', { status: 'inactive', inspectionState: 'overdue' }),
    item('LP-1', { kind: 'platform' }),
    item('P-1', { location: 'גג', inspectionState: 'due_soon' }),
  ];

  it('lists one kind, warnings first, numbers in natural order, inactive last', () => {
    expect(visibleItems(items, 'scaffold', '').map((i) => i.number)).toEqual([
      'P-2',
      'P-1',
      'P-10',
      'P-3',
    ]);
  });

  it('searches number, label, site and location regardless of case', () => {
    expect(visibleItems(items, 'scaffold', 'גג').map((i) => i.number)).toEqual(['P-1']);
    expect(visibleItems(items, 'platform', 'lp').map((i) => i.number)).toEqual(['LP-1']);
  });
});

describe('inspectionWarnings', () => {
  it('warns about active items only', () => {
    const warnings = inspectionWarnings([
      item('A', { inspectionState: 'overdue' }),
      item('B', { inspectionState: 'due_soon' }),
      item('C', { inspectionState: 'overdue', status: 'inactive' }),
    ]);
    expect(warnings.overdue.map((i) => i.number)).toEqual(['A']);
    expect(warnings.dueSoon.map((i) => i.number)).toEqual(['B']);
  });
});

describe('rowErrorsOf', () => {
  it('reads the rows of a refused import in file order', () => {
    const error = new ApiClientError(400, 'IMPORT_INVALID', 'x', {
      '3:kind': 'bad kind',
      '1:': 'missing columns',
    });
    expect(rowErrorsOf(error)).toEqual([
      { row: 3, column: 'kind', message: 'bad kind' },
      { row: 1, column: '', message: 'missing columns' },
    ]);
    expect(rowErrorsOf(new ApiClientError(400, 'VALIDATION_FAILED', 'x', {}))).toEqual([]);
  });
});
