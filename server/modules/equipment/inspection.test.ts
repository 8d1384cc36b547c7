import { describe, expect, it } from 'vitest';
import { inspectionState } from './inspection';

describe('inspectionState', () => {
  it.each([
    [null, 'unscheduled', null],
    ['2025-03-09', 'overdue', -1],
    ['2025-03-10', 'due_soon', 0],
    ['2025-03-17', 'due_soon', 7],
    ['2025-03-18', 'ok', 8],
  ])('due %s on 2025-03-10 is %s', (due, state, daysLeft) => {
    expect(inspectionState(due, '2025-03-10')).toEqual({ state, daysLeft });
  });
});
