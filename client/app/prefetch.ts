import { useContext, useEffect } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { PREFETCH_DELAY_MS } from '@shared/constants';
import { STAFF_SCREENS } from '@/routes/staff-screens';
import { PrefetchRoutesContext } from './prefetch-context';

/** The screens a manager opens next, and the worker's entry form. */
export const STAFF_PREFETCH_PATHS = [
  ...STAFF_SCREENS.flatMap(({ paths: [path], prefetch }) => (prefetch ? [path] : [])),
  '/worker/form',
];

function loadLazy(route: RouteObject): Promise<unknown> {
  const { lazy } = route;
  if (typeof lazy === 'function') return lazy();
  if (lazy) return Promise.all(Object.values(lazy).map((load) => load?.()));
  return Promise.resolve();
}

/**
 * Downloads the chunks of the routes that match `paths`, so following a link later shows the
 * page at once. A path without a page loads nothing more than what matches it.
 */
export async function prefetchRoutes(routes: RouteObject[], paths: readonly string[]) {
  const matched = paths.flatMap((path) => matchRoutes(routes, path) ?? []);
  await Promise.all(matched.map(({ route }) => loadLazy(route)));
}

/** Prefetches the staff screens 1 s after the current one starts. */
export function usePrefetchStaffScreens() {
  const loadRoutes = useContext(PrefetchRoutesContext);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      loadRoutes()
        .then((routes) => prefetchRoutes(routes, STAFF_PREFETCH_PATHS))
        // A chunk that fails now is fetched again on navigation; nothing to tell the user.
        .catch((error: unknown) => console.warn('Prefetch failed', error));
    }, PREFETCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loadRoutes]);
}
