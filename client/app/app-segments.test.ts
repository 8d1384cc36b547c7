import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, BLOG_PATH, blogPostPath, landingPaths } from '@shared/routing/site-paths';
import { STAFF_SCREENS } from '@/routes/staff-screens';
import { routes } from './routes';

/** The full path of every route of the table, children joined to their parents. */
function fullPaths(table: RouteObject[], prefix = ''): string[] {
  return table.flatMap((route) => {
    const path = route.path === undefined ? prefix : `${prefix}/${route.path}`.replace(/\/+/g, '/');
    const own = route.path === undefined ? [] : [path];
    return [...own, ...fullPaths(route.children ?? [], path === '/' ? '' : path)];
  });
}

// Pages the server renders itself, the root, a site code and the catch-all are not in the list.
const OUTSIDE_THE_LIST = new Set([
  '/',
  '/:siteCode',
  '/*',
  BLOG_PATH,
  blogPostPath(':slug'),
  ...landingPaths().map((landing) => landing.path),
]);

describe('the server knows every screen of the app', () => {
  it('lists each path of the route table in the shared APP_ROUTES', () => {
    const paths = new Set(fullPaths(routes));
    const unknown = [...paths].filter(
      (path) => !OUTSIDE_THE_LIST.has(path) && !(APP_ROUTES as readonly string[]).includes(path),
    );
    expect(unknown).toEqual([]);
    expect(paths.size).toBeGreaterThan(APP_ROUTES.length / 2);
  });

  it('lists every staff screen’s path, wherever the router loads the screens from', () => {
    const unknown = STAFF_SCREENS.flatMap((screen) => screen.paths).filter(
      (path) => !(APP_ROUTES as readonly string[]).includes(path),
    );
    expect(unknown).toEqual([]);
  });
});
