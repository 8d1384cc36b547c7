import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isoDayIn, platformDay } from './calendar-day';

describe('addDays', () => {
  it('crosses months and leap days', () => {
    expect(addDays('2024-02-20', 30)).toBe('2024-03-21');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('daysBetween', () => {
  it('counts whole days across a leap day, and backwards as negative', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-03-01', '2026-02-28')).toBe(-1);
    expect(daysBetween('2026-11-27', '2026-11-27')).toBe(0);
  });
});

describe('platformDay', () => {
  it('is already tomorrow in Israel late in the UTC evening, winter and summer', () => {
    expect(platformDay(new Date('2026-11-24T21:59:00Z'))).toBe('2026-11-24');
    expect(platformDay(new Date('2026-11-24T22:30:00Z'))).toBe('2026-11-25');
    expect(platformDay(new Date('2026-07-01T21:30:00Z'))).toBe('2026-07-02');
  });
});

describe('isoDayIn', () => {
  it("gives each zone's own calendar day of one instant", () => {
    const instant = new Date('2026-11-24T22:30:00Z');
    expect(isoDayIn(instant, 'America/New_York')).toBe('2026-11-24');
    expect(isoDayIn(instant, 'Asia/Jerusalem')).toBe('2026-11-25');
    expect(isoDayIn(instant, 'UTC')).toBe('2026-11-24');
  });
});
