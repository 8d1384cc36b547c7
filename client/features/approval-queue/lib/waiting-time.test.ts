import { describe, expect, it } from 'vitest';
import { waitingTime } from './waiting-time';

const NOW = Date.parse('2024-06-10T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('waitingTime', () => {
  it('says how long in the largest whole unit', () => {
    expect(waitingTime(ago(20_000), NOW, 'en')).toBe('now');
    expect(waitingTime(ago(5 * 60_000), NOW, 'en')).toBe('5 minutes ago');
    expect(waitingTime(ago(3 * 3_600_000 + 59 * 60_000), NOW, 'en')).toBe('3 hours ago');
    expect(waitingTime(ago(2 * 86_400_000), NOW, 'en')).toBe('2 days ago');
  });

  it('speaks the interface language', () => {
    expect(waitingTime(ago(5 * 60_000), NOW, 'he')).toBe('לפני 5 דקות');
  });

  it('treats a clock slightly ahead of the server as now', () => {
    expect(waitingTime(ago(-5000), NOW, 'en')).toBe('now');
  });
});
