import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { STAFF_AREAS } from '@/routes/staff-screens';
import { ROOT_ROUTE_ID, routes } from './routes';
import { allRoutes, discoverStaffRoutes, STAFF_AREA_NAMES } from './staff-routes';

/** What discoverStaffRoutes patches into the router when `path` is opened. */
async function patchedAt(path: string) {
  const patch = vi.fn<(routeId: string | null, children: RouteObject[]) => void>();
  await discoverStaffRoutes({
    path,
    patch,
    matches: [],
    signal: new AbortController().signal,
    fetcherKey: undefined,
  });
  return patch.mock.calls;
}

describe('the staff screens join the route table when a staff address is opened', () => {
  it('names the same areas as the screen registry', () => {
    expect([...STAFF_AREA_NAMES].sort()).toEqual(Object.keys(STAFF_AREAS).sort());
  });

  it('starts without any staff screen', () => {
    expect(matchRoutes(routes, '/manager/dashboard')?.at(-1)?.route.path).toBe('*');
  });

  it('adds the staff areas under the root route for a staff address', async () => {
    const calls = await patchedAt('/manager/dashboard');
    expect(calls).toHaveLength(1);
    const [[routeId, children]] = calls as [[string, RouteObject[]]];
    expect(routeId).toBe(ROOT_ROUTE_ID);
    expect(children.map((route) => route.path).sort()).toEqual([...STAFF_AREA_NAMES].sort());
  });

  it.each(['/worker/waiting/12', '/worker/form', '/DEMO', '/', '/managers'])(
    'adds nothing for %s',
    async (path) => {
      expect(await patchedAt(path)).toEqual([]);
    },
  );

  it('prefetches from a table in which a staff address finds its screen', async () => {
    const matches = matchRoutes(await allRoutes(), '/admin/companies');
    expect(matches?.map((match) => match.route.path)).toEqual(['admin', 'companies']);
  });
});
