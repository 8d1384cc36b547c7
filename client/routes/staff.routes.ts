import type { RouteObject } from 'react-router';
import { staffPage } from './manager/lazy-staff-page';
import { areaOf, STAFF_AREAS, STAFF_SCREENS, type StaffArea } from './staff-screens';

const layout = async () => (await import('./manager/manager-layout')).ManagerLayout;

/** The screens of one area as children of its layout: `/manager` itself is the index. */
function areaRoute(area: StaffArea): RouteObject {
  const prefix = `/${area}`;
  const children = STAFF_SCREENS.flatMap((screen) => {
    const lazy = staffPage(screen.page, screen.namespaces);
    return screen.paths
      .filter((path) => areaOf(path) === area)
      .map((path): RouteObject =>
        path === prefix ? { index: true, lazy } : { path: path.slice(prefix.length + 1), lazy },
      );
  });
  return { path: area, lazy: staffPage(layout, STAFF_AREAS[area].namespaces), children };
}

/**
 * The staff screens of staff-screens.ts, each area's loaded with `lazy` inside the manager
 * shell's layout, which lets only signed-in staff in; neither the worker's nor a manager's first
 * download carries the /admin screens.
 */
export const staffRoutes: RouteObject[] = (Object.keys(STAFF_AREAS) as StaffArea[]).map(areaRoute);
