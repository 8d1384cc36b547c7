import type { ComponentType } from 'react';
import { i18n, initI18n } from '@/lib/i18n';

/**
 * A route's `lazy` for a worker page: the page's chunk and the `worker` texts download together,
 * so the page never shows before its words. The router may start before i18n (main.tsx), hence
 * the wait for initI18n.
 */
export function workerPage(load: () => Promise<ComponentType>) {
  return async () => {
    const [Component] = await Promise.all([
      load(),
      initI18n().then(() => i18n.loadNamespaces('worker')),
    ]);
    return { Component };
  };
}
