import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import type { StaffArea } from '@/routes/staff-screens';
import { ROOT_ROUTE_ID, routes } from './routes';

/**
 * The first segment of every staff address. Written out rather than read from the screen
 * registry, which is the very code the worker's pages must not download (staff-routes.test.ts
 * keeps the two equal).
 */
export const STAFF_AREA_NAMES: readonly StaffArea[] = ['manager', 'admin', 'agent'];

function isStaffPath(path: string): boolean {
  const [first] = path.split('/').filter(Boolean);
  return (STAFF_AREA_NAMES as readonly string[]).includes(first ?? '');
}

const loadStaffRoutes = async () => (await import('@/routes/staff.routes')).staffRoutes;

/**
 * Adds the staff screens to the router the first time a staff address is opened, so the route
 * table a worker's phone downloads has none of them. React Router asks again for any address
 * whose match has parameters; patching the same routes twice changes nothing.
 */
export const discoverStaffRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!isStaffPath(path)) return;
  patch(ROOT_ROUTE_ID, await loadStaffRoutes());
};

/** The whole route table, staff screens included, for prefetching them before they are opened. */
export async function allRoutes(): Promise<RouteObject[]> {
  return [...routes, ...(await loadStaffRoutes())];
}
