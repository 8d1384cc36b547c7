import { Suspense, lazy } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoading } from '@/app/page-loading';
import { isWorkerHomeLink } from '@shared/routing/site-paths';

const EntryFormPage = lazy(async () => ({
  default: (await import('./entry-form-page')).EntryFormPage,
}));
const PublicLayout = lazy(async () => ({
  default: (await import('@/app/layouts/public-layout')).PublicLayout,
}));

/**
 * "/": the worker form when the query has both code and lang, as old QR
 * codes print it; otherwise the landing page inside the public layout. The choice sits above
 * the layout so the form never shows under the public header, and each side downloads only
 * its own code.
 */
export function RootPage() {
  const [searchParams] = useSearchParams();
  const isWorkerLink = isWorkerHomeLink(searchParams);
  return (
    <Suspense fallback={<PageLoading />}>
      {isWorkerLink ? <EntryFormPage /> : <PublicLayout />}
    </Suspense>
  );
}
