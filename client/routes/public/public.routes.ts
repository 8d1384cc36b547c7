import type { RouteObject } from 'react-router';
import { i18n, initI18n } from '@/lib/i18n';
import { staffPage } from '../manager/lazy-staff-page';

/**
 * The landing page at "/". It is mounted by the worker route table, because "/" shows the worker
 * form instead when the query has code and lang (routes/worker/root-page.tsx).
 */
export const landingRoute: RouteObject = {
  index: true,
  lazy: async () => {
    const [{ LandingPage }] = await Promise.all([
      import('./landing-page'),
      initI18n().then(() => i18n.loadNamespaces(['inquiry', 'validation'])),
    ]);
    return { Component: LandingPage };
  },
};

/** Public pages, shown inside PublicLayout. */
export const publicRoutes: RouteObject[] = [
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
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }),
  },
];
