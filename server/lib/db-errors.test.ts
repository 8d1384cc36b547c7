import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isValueOutOfRange } from './db-errors';

describe('isDatabaseUnavailable', () => {
  it('recognises a refused connection, a shutdown and a cut connection, wrapped or not', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('shutdown'), { code: '57P01' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('leaves query errors and bugs alone', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });
});

describe('isValueOutOfRange', () => {
  it('recognises a number or a date too large for its column, wrapped or not', () => {
    const overflow = Object.assign(new Error('out of range for type integer'), { code: '22003' });
    expect(isValueOutOfRange(new Error('Failed query', { cause: overflow }))).toBe(true);
    expect(isValueOutOfRange(Object.assign(new Error('date'), { code: '22008' }))).toBe(true);
    expect(isValueOutOfRange(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
  });
});
