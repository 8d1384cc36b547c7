import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { prefetchRoutes } from './prefetch';

describe('prefetchRoutes', () => {
  it('loads the lazy chunks of the matching routes and nothing else', async () => {
    const layout = vi.fn(async () => ({}));
    const dashboard = vi.fn(async () => ({}));
    const history = vi.fn(async () => ({}));
    const form = vi.fn(async () => ({}));
    const routes: RouteObject[] = [
      {
        path: 'manager',
        lazy: layout,
        children: [
          { path: 'dashboard', lazy: dashboard },
          { path: 'history', lazy: history },
        ],
      },
      { path: 'worker/form', lazy: form },
    ];

    await prefetchRoutes(routes, ['/manager/dashboard', '/worker/form']);

    expect(layout).toHaveBeenCalledTimes(1);
    expect(dashboard).toHaveBeenCalledTimes(1);
    expect(form).toHaveBeenCalledTimes(1);
    expect(history).not.toHaveBeenCalled();
  });
});
