import { describe, expect, it } from 'vitest';
import { ApiClientError } from '@/lib/api-client';
import { rowErrorsOf } from './import-errors';

describe('rowErrorsOf', () => {
  it('reads the rows of a refused import in file order', () => {
    const error = new ApiClientError(400, 'IMPORT_INVALID', 'x', {
      '3:kind': 'bad kind',
      '1:': 'missing columns',
    });
    expect(rowErrorsOf(error)).toEqual([
      { row: 3, column: 'kind', message: 'bad kind' },
      { row: 1, column: '', message: 'missing columns' },
    ]);
    expect(rowErrorsOf(new ApiClientError(400, 'VALIDATION_FAILED', 'x', {}))).toEqual([]);
  });
});
