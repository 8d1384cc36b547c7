import type { RouteObject } from 'react-router';
import { WORKER_FORM_NAMESPACES } from '@shared/i18n/languages';
import { loadNamespaces } from '@/lib/i18n';
import { landingRoute } from '@/routes/public/public.routes';
import { entryFormLoader, rootLoader } from './entry-form-loader';
import { workerPage } from './lazy-worker-page';
import { entryCodeRedirect, siteCodeRedirect, siteLanguageRedirect } from './redirects';
import { waitingPage } from './waiting-page-route';

const languagePage = workerPage(async () => (await import('./language-page')).LanguagePage);
const rejectionPage = workerPage(async () => (await import('./rejection-page')).RejectionPage);
const entryPage = workerPage(async () => (await import('./worker-entry-page')).WorkerEntryPage);
const fallbackPage = workerPage(
  async () => (await import('./worker-entry-page')).WorkerFallbackPage,
);
// The form's own texts download beside its chunk, not after it. It reads no `worker` text, so
// it skips the download workerPage would add.
const entryFormPage = async () => {
  const [page] = await Promise.all([
    import('./entry-form-page'),
    loadNamespaces(WORKER_FORM_NAMESPACES),
  ]);
  return { Component: page.EntryFormPage };
};

/**
 * Worker screens: anonymous and mobile first. Every page is
 * loaded with `lazy`, so a worker's phone never downloads manager or admin code.
 */
export const workerRoutes: RouteObject[] = [
  {
    // The worker form for ?code=&lang=, else the landing page (root-page.tsx).
    path: '/',
    loader: rootLoader,
    lazy: async () => ({ Component: (await import('./root-page')).RootPage }),
    children: [landingRoute],
  },
  { path: 'worker/language', lazy: languagePage },
  { path: 'language/:siteId', lazy: languagePage },
  { path: 'worker/form', loader: entryFormLoader, lazy: entryFormPage },
  { path: 'entry-form', loader: entryFormLoader, lazy: entryFormPage },
  { path: 'form/:siteId', loader: entryFormLoader, lazy: entryFormPage },
  { path: 'worker/entry/:id', loader: entryFormLoader, lazy: entryFormPage },
  {
    path: 'tag/:token',
    lazy: async () => {
      const [page] = await Promise.all([import('./tag-page'), loadNamespaces(['inspections'])]);
      return { Component: page.TagPage };
    },
  },
  {
    path: 'permit/:token',
    lazy: async () => {
      // The signature pad and its typed alternative speak the entry form's words.
      const [page] = await Promise.all([
        import('./permit-pages'),
        loadNamespaces(['permits', 'entry-form']),
      ]);
      return { Component: page.PermitJoinPage };
    },
  },
  {
    path: 'worker/permits',
    lazy: async () => {
      const [page] = await Promise.all([import('./permit-pages'), loadNamespaces(['permits'])]);
      return { Component: page.MyPermitsPage };
    },
  },
  {
    path: 'contact/:siteCode',
    lazy: async () => {
      const [page] = await Promise.all([
        import('./contact-site-page'),
        loadNamespaces(['site-inquiry', 'validation']),
      ]);
      return { Component: page.ContactSitePage };
    },
  },
  {
    // A foreman's crew: its own chunk and texts, so the worker's form never carries them.
    path: 'crew/:siteCode',
    lazy: async () => {
      const [page] = await Promise.all([
        import('./crew-page'),
        loadNamespaces(['crew', 'validation']),
      ]);
      return { Component: page.CrewPage };
    },
  },
  { path: 'worker/scan', lazy: workerPage(async () => (await import('./scan-page')).ScanPage) },
  {
    path: 'worker/sending',
    lazy: workerPage(async () => (await import('./outbox-page')).OutboxPage),
  },
  {
    // A tablet at the gate: its code and the form's download only here.
    path: 'worker/kiosk',
    lazy: async () => {
      const [page] = await Promise.all([
        import('./kiosk-page'),
        loadNamespaces(['worker', 'entry-form', 'validation', 'inspections']),
      ]);
      return { Component: page.KioskPage };
    },
  },
  { path: 'worker', lazy: entryPage },
  { path: 'worker/entry', lazy: entryPage },
  { path: 'worker/waiting/:id', lazy: waitingPage },
  { path: 'waiting/:requestId', lazy: waitingPage },
  { path: 'waiting/:siteId/:requestId', lazy: waitingPage },
  { path: 'worker/rejection/:requestId/:language', lazy: rejectionPage },
  { path: 'rejection/:requestId/:language', lazy: rejectionPage },
  { path: 'worker/:siteId/:language', loader: siteLanguageRedirect, lazy: fallbackPage },
  { path: 'worker/*', lazy: fallbackPage },
  { path: 'entry/:siteCode', loader: entryCodeRedirect },
  {
    // A site code at the root; any other single segment is asked of the server (a public page,
    // or its not-found page).
    path: ':siteCode',
    loader: siteCodeRedirect,
    lazy: async () => ({
      Component: (await import('@/app/layouts/public-layout')).PublicLayout,
    }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('@/routes/public/server-page')).ServerPage,
        }),
      },
    ],
  },
];
