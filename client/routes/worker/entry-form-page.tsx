import { Suspense, useEffect } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { PageLoading } from '@/app/page-loading';
import { EntryFormScreen } from '@/features/entry-form/components/entry-form-screen';
import { readEntryParams, readSavedLanguage } from '@/features/entry-form/lib/entry-params';
import { changeLanguage } from '@/lib/i18n';
import { languageScreenLink } from '@shared/routing/worker-links';
import { useOfflineWarmUp } from './use-offline-warm-up';
import { useRouteLanguage } from './use-route-language';
import { waitingPage } from './waiting-page-route';

/**
 * The entry form: /worker/form, /entry-form, /form/:siteId, /worker/entry/:id, and "/" with
 * code and lang. Without a language in the address or saved, the worker
 * chooses one first.
 */
export function EntryFormPage() {
  const [searchParams] = useSearchParams();
  const { siteId, id } = useParams();
  const params = readEntryParams(searchParams, siteId ?? id, readSavedLanguage());
  const language = useRouteLanguage(params.language);
  useOfflineWarmUp(params, !params.isPreview && params.language !== null);
  // The language a QR link carries counts as chosen: a later visit without ?lang= keeps it.
  useEffect(() => {
    if (params.language && readSavedLanguage() !== params.language) {
      void changeLanguage(params.language);
    }
  }, [params.language]);
  // The waiting page downloads while the worker fills the form, from his first tap or key, so
  // it neither competes with the form's own first load on a slow network nor waits for the
  // answer to his send (a manager's preview sends nothing). A chunk that fails now is fetched
  // again then.
  const { isPreview } = params;
  useEffect(() => {
    if (isPreview) return;
    const events = ['pointerdown', 'keydown'] as const;
    const prefetch = () => {
      for (const type of events) document.removeEventListener(type, prefetch, true);
      void waitingPage().catch(() => undefined);
    };
    for (const type of events) document.addEventListener(type, prefetch, true);
    return () => {
      for (const type of events) document.removeEventListener(type, prefetch, true);
    };
  }, [isPreview]);
  if (!params.language)
    return <Navigate replace to={languageScreenLink(params, params.previewParam)} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <EntryFormScreen params={params} language={language} />
    </Suspense>
  );
}
