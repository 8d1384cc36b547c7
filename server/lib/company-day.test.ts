import { describe, expect, it } from 'vitest';
import { daysEndingAt, localDateTime } from './company-day';

describe('daysEndingAt', () => {
  it('lists the days up to the last, oldest first, across a month', () => {
    expect(daysEndingAt('2026-03-02', 4)).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});

describe('localDateTime', () => {
  it("writes an instant as the zone's date and 24-hour time", () => {
    const instant = new Date('2026-11-24T22:30:00Z');
    expect(localDateTime(instant, 'Asia/Jerusalem')).toBe('2026-11-25 00:30');
    expect(localDateTime(instant, 'America/New_York')).toBe('2026-11-24 17:30');
  });
});
