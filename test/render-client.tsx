import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../client/lib/query-client';

/** Renders a screen as the app does: its own query client and a router, at `path` if given. */
export function renderWithClient(ui: ReactNode, { path }: { path?: string } = {}) {
  const queryClient = createQueryClient();
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={path ? [path] : undefined}>{ui}</MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}

/** The JSON bodies fetch was given for "METHOD /path" calls, in order (after stubFetch). */
export function sentBodies(key: string): unknown[] {
  const calls = vi.mocked(fetch).mock.calls;
  return calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return `${init?.method ?? 'GET'} ${url.pathname}` === key;
    })
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));
}

/** Every call fetch was given as "METHOD /path?query", the query kept (after stubFetch). */
export function requestedUrls(): string[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);
}
