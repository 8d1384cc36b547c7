import type { ComponentType } from 'react';
import { loadNamespaces } from '@/lib/i18n';

/**
 * A route's `lazy` for a worker page: the page's chunk and the `worker` texts download together,
 * so the page never shows before its words, even when the router starts before i18n (main.tsx).
 */
export function workerPage(load: () => Promise<ComponentType>) {
  return async () => {
    const [Component] = await Promise.all([load(), loadNamespaces(['worker'])]);
    return { Component };
  };
}
