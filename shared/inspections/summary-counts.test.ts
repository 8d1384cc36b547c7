import { describe, expect, it } from 'vitest';
import { inspectionsToDo, unusableCount } from './summary-counts';

const states = { fit: 5, due_today: 2, overdue: 3, due_now: 1, closed: 4, never: 6 };

describe('the counts the dashboard and the menu show', () => {
  it('reminds of every inspection to make, leaving out closed items and fit ones', () => {
    expect(inspectionsToDo(states)).toBe(2 + 3 + 1 + 6);
  });

  it('counts as unusable all but fit and due today', () => {
    expect(unusableCount(states)).toBe(3 + 1 + 4 + 6);
  });
});
