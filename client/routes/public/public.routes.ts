import { redirect, type RouteObject } from 'react-router';
import { BLOG_PATH, landingPaths } from '@shared/routing/site-paths';
import { staffPage } from '../manager/lazy-staff-page';

const serverPage = async () => ({ Component: (await import('./server-page')).ServerPage });

/**
 * "/" without a worker's code and language: the server renders the home page, so a link to it
 * inside the app loads it from the server. It is mounted by the worker route table, because "/"
 * shows the worker form instead when the query has code and lang (routes/worker/root-page.tsx).
 */
export const landingRoute: RouteObject = { index: true, lazy: serverPage };

/** Public pages, shown inside PublicLayout. */
export const publicRoutes: RouteObject[] = [
  // The short addresses of two staff screens.
  { path: 'check-user', loader: () => redirect('/admin/check-user') },
  { path: 'test-form', loader: () => redirect('/manager/test-form') },
  ...['login', 'scaffolding-login', 'direct-login', 'auth/login', 'manager/login'].map(
    (path): RouteObject => ({
      path,
      lazy: staffPage(async () => (await import('./login-page')).LoginPage),
    }),
  ),
  {
    path: 'auth/register',
    lazy: staffPage(
      async () => (await import('./register-page')).RegisterPage,
      ['inquiry', 'validation'],
    ),
  },
  // The public site's pages come from the server; a link to one inside the app loads it.
  ...[
    ...landingPaths().map((landing) => landing.path.slice(1)),
    BLOG_PATH.slice(1),
    `${BLOG_PATH.slice(1)}/:slug`,
  ].map((path): RouteObject => ({ path, lazy: serverPage })),
  { path: '*', lazy: serverPage },
];
