import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_SEGMENTS, BLOG_PATH, landingPaths } from '@shared/routing/site-paths';
import { routes } from './routes';

/** The first segment of every address the route table matches, from its top-level paths. */
function firstSegments(table: RouteObject[], prefix = ''): string[] {
  return table.flatMap((route) => {
    const path = route.path === undefined ? prefix : `${prefix}/${route.path}`.replace(/\/+/g, '/');
    const own =
      route.path !== undefined && prefix === '' ? [path.split('/').filter(Boolean)[0] ?? ''] : [];
    return [...own, ...firstSegments(route.children ?? [], path)];
  });
}

const PUBLIC_SITE = new Set([
  ...landingPaths().map((landing) => landing.path.split('/')[1]),
  BLOG_PATH.slice(1),
]);

describe('the server knows every screen of the app', () => {
  it('lists each top-level segment of the route table in the shared APP_SEGMENTS', () => {
    const segments = new Set(firstSegments(routes));
    const unknown = [...segments].filter(
      (segment) =>
        segment !== '' &&
        segment !== '*' &&
        segment !== ':siteCode' &&
        !PUBLIC_SITE.has(segment) &&
        !(APP_SEGMENTS as readonly string[]).includes(segment),
    );
    expect(unknown).toEqual([]);
    expect(segments.size).toBeGreaterThan(APP_SEGMENTS.length / 2);
  });
});
