import type { RouteObject } from 'react-router';
import { staffPage } from '../manager/lazy-staff-page';

/**
 * The landing page at "/". It is mounted by the worker route table, because "/" shows the worker
 * form instead when the query has code and lang (routes/worker/root-page.tsx).
 */
export const landingRoute: RouteObject = {
  index: true,
  lazy: async () => ({ Component: (await import('./landing-page')).LandingPage }),
};

/** Public pages (SPEC.md section 2, public and marketing routes), shown inside PublicLayout. */
export const publicRoutes: RouteObject[] = [
  ...['login', 'scaffolding-login', 'direct-login', 'auth/login', 'manager/login'].map(
    (path): RouteObject => ({
      path,
      lazy: staffPage(async () => (await import('./login-page')).LoginPage),
    }),
  ),
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }),
  },
];
