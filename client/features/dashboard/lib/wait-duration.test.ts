import { describe, expect, it } from 'vitest';
import { formatWait } from './wait-duration';

describe('formatWait', () => {
  it('reads seconds, then whole minutes, then hours to a tenth', () => {
    expect(formatWait(42.4, 'en')).toBe('42 sec');
    expect(formatWait(60, 'en')).toBe('1 min');
    expect(formatWait(3599, 'en')).toBe('59 min');
    expect(formatWait(5400, 'en')).toBe('1.5 hr');
  });

  it("speaks the reader's language", () => {
    expect(formatWait(300, 'he')).toMatch(/5.*דק/);
    expect(formatWait(300, 'ru')).toMatch(/5.*мин/);
  });
});
