import { describe, expect, it } from 'vitest';
import { barHeight } from './chart-scale';

describe('barHeight', () => {
  it('gives the busiest day the full height and scales the others', () => {
    expect(barHeight(10, 10, 85)).toBe(85);
    expect(barHeight(5, 10, 200)).toBe(100);
  });

  it('keeps a small count visible and draws nothing for an empty day', () => {
    expect(barHeight(1, 1000, 200)).toBe(2);
    expect(barHeight(0, 10, 200)).toBe(0);
    expect(barHeight(0, 0, 200)).toBe(0);
  });
});
