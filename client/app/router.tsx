import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PrefetchRoutesContext } from './prefetch-context';
import { routes } from './routes';
import { allRoutes, discoverStaffRoutes } from './staff-routes';

const router = createBrowserRouter(routes, { patchRoutesOnNavigation: discoverStaffRoutes });

export function AppRouter() {
  return (
    <PrefetchRoutesContext.Provider value={allRoutes}>
      <RouterProvider router={router} />
    </PrefetchRoutesContext.Provider>
  );
}
