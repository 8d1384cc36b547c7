import type { RouteObject } from 'react-router';
import { adminRoutes } from '@/routes/admin/admin.routes';
import { managerRoutes } from '@/routes/manager/manager.routes';
import { publicRoutes } from '@/routes/public/public.routes';
import { workerRoutes } from '@/routes/worker/worker.routes';
import { PageLoading } from './page-loading';
import { RouteError } from './route-error';

/**
 * The whole route table. Pages and layouts are lazy, one chunk per route, so each audience
 * downloads only its own screens; the error screen is eager because it must show when a chunk
 * cannot be fetched.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    HydrateFallback: PageLoading,
    children: [
      ...workerRoutes,
      ...managerRoutes,
      ...adminRoutes,
      {
        lazy: async () => ({
          Component: (await import('./layouts/public-layout')).PublicLayout,
        }),
        children: publicRoutes,
      },
    ],
  },
];
