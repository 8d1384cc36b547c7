import { Suspense } from 'react';
import { Outlet, redirect, type RouteObject } from 'react-router';
import { publicRoutes } from '@/routes/public/public.routes';
import { workerRoutes } from '@/routes/worker/worker.routes';
import { PageLoading } from './page-loading';
import { RouteError } from './route-error';

/**
 * A screen whose texts were not downloaded with its chunk suspends until they are. Preact, which
 * renders the app (docs/decisions/010-preact-compat.md), hands a suspension without a boundary
 * to the nearest error boundary, so this one turns it into the loading screen instead.
 */
function SuspendingOutlet() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}

/** The root route's id, under which the staff screens are added (staff-routes.ts). */
export const ROOT_ROUTE_ID = 'root';

/**
 * The route table the app starts with: worker and public screens. Pages and layouts are lazy,
 * one chunk per route, so each audience downloads only its own screens; the staff screens join
 * the table when a staff address is first opened (staff-routes.ts). The error screen is eager
 * because it must show when a chunk cannot be fetched.
 */
export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    errorElement: <RouteError />,
    HydrateFallback: PageLoading,
    Component: SuspendingOutlet,
    children: [
      ...workerRoutes,
      // The leads' short address.
      { path: 'contact-requests', loader: () => redirect('/admin/contact-requests') },
      {
        lazy: async () => ({
          Component: (await import('./layouts/public-layout')).PublicLayout,
        }),
        children: publicRoutes,
      },
    ],
  },
];
