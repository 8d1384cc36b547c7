import { describe, expect, it } from 'vitest';
import { lastDays } from './last-days';

describe('the visits screen first range', () => {
  it("ends today on Israel's calendar, where visits are counted, whatever the computer's zone", () => {
    expect(lastDays(30, new Date('2026-11-24T22:30:00Z'))).toEqual({
      from: '2026-10-27',
      to: '2026-11-25',
    });
    expect(lastDays(1, new Date('2026-11-24T12:00:00Z'))).toEqual({
      from: '2026-11-24',
      to: '2026-11-24',
    });
  });
});
