import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import enCommon from '@shared/i18n/locales/en/common.json';
import enErrors from '@shared/i18n/locales/en/errors.json';
import { describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '@/lib/api-client';
import { setUpScreenTest } from '../../test/client-i18n';
import { QueryState } from './query-state';

setUpScreenTest(['common', 'errors'], 'en');

const as = (state: Partial<UseQueryResult<string>>) => state as UseQueryResult<string>;

function renderState(query: UseQueryResult<string>) {
  render(<QueryState query={query}>{(data) => <p>data: {data}</p>}</QueryState>);
}

describe('QueryState', () => {
  it('says it is loading while the query waits', () => {
    renderState(as({ isPending: true, isError: false }));
    expect(screen.getByText(enCommon.loading)).toBeTruthy();
    expect(screen.queryByText(/data:/)).toBeNull();
  });

  it('shows the error in the user’s language and asks again on retry', async () => {
    const refetch = vi.fn();
    const error = new ApiClientError(500, 'INTERNAL', 'x', undefined);
    renderState(as({ isPending: false, isError: true, error, refetch }));
    expect(screen.getByRole('alert').textContent).toContain(enErrors.INTERNAL);
    await userEvent.click(screen.getByRole('button', { name: enCommon.retry }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the data once it is there', () => {
    renderState(as({ isPending: false, isError: false, data: 'ready' }));
    expect(screen.getByText('data: ready')).toBeTruthy();
  });
});
