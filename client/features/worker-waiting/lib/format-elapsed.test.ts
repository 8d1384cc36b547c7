import { describe, expect, it } from 'vitest';
import { formatElapsed } from './format-elapsed';

describe('formatElapsed', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(9)).toBe('0:09');
    expect(formatElapsed(65)).toBe('1:05');
    expect(formatElapsed(599.9)).toBe('9:59');
  });

  it('keeps counting minutes past an hour and never goes below zero', () => {
    expect(formatElapsed(75 * 60 + 3)).toBe('75:03');
    expect(formatElapsed(-12)).toBe('0:00');
  });
});
