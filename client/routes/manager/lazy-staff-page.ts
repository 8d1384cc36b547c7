import type { ComponentType } from 'react';
import { i18n, initI18n } from '@/lib/i18n';

/**
 * A route's `lazy` for a staff screen: the chunk and its texts (the shell's `staff` and the
 * page's own namespaces) download together, so no screen shows keys instead of words.
 */
export function staffPage(load: () => Promise<ComponentType>, namespaces: readonly string[] = []) {
  return async () => {
    const [Component] = await Promise.all([
      load(),
      initI18n().then(() => i18n.loadNamespaces(['staff', ...namespaces])),
    ]);
    return { Component };
  };
}
