import { describe, expect, it } from 'vitest';
import type { RollCall } from '@shared/schemas/on-site.schemas';
import { withEntryMarked } from './roll-call-state';

const entry = (id: number, isSafe: boolean) => ({
  id,
  entryRequestId: `e${id}`,
  requestNumber: id,
  worker: { firstName: 'A', lastName: String(id), phone: '050', company: '' },
  isSafe,
  markedAt: null,
  markedByName: null,
});

const rollCall: RollCall = {
  id: 1,
  siteId: 1,
  siteName: 'Site',
  startedAt: '2024-06-10T10:00:00Z',
  startedByName: 'Avi',
  total: 3,
  safeCount: 1,
  missingCount: 2,
  entries: [entry(1, true), entry(2, false), entry(3, false)],
};

describe('withEntryMarked', () => {
  it('ticks one person and updates the counts', () => {
    const next = withEntryMarked(rollCall, 2, true);
    expect(next.entries.map((e) => e.isSafe)).toEqual([true, true, false]);
    expect(next).toMatchObject({ safeCount: 2, missingCount: 1, total: 3 });
  });

  it('puts a person back to missing', () => {
    expect(withEntryMarked(rollCall, 1, false)).toMatchObject({ safeCount: 0, missingCount: 3 });
  });
});
