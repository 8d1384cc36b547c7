import { useDeferredValue, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/languages';
import { resolveFormFields } from '@shared/i18n/resolve-form';
import { AccessibilityLink } from '@/components/accessibility-link';
import { ApiClientError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { countEntryStep } from '@/lib/visit-beacon';
import { useEntryFormQuery } from '../api/get-entry-form';
import { useSiteQuery } from '../api/get-site';
import { useEntryDraft } from '../hooks/use-entry-draft';
import type { KioskSubmit } from '../hooks/use-submit-entry';
import type { EntryParams } from '../lib/entry-params';
import { ENTRY_FORM_NAMESPACES } from '../lib/messages';
import { EntryForm } from './entry-form';
import { ErrorCard } from './error-card';
import { SiteHeader } from './site-header';

/** A form that fails to load shows no fields. */
const NO_FORM = { formFields: [], version: null } as const;

/** Fills the screen until the site is known, then the space under the site's header. */
function Loading({ isUnderHeader = false }: { isUnderHeader?: boolean }) {
  const { t } = useTranslation('entry-form');
  return (
    <div
      role="status"
      className={cn(
        'flex flex-col items-center justify-center gap-3',
        isUnderHeader ? 'py-16' : 'min-h-dvh',
      )}
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-blue-900 border-t-transparent"
      />
      <span className="text-base text-slate-700">{t('loadingForm')}</span>
    </div>
  );
}

/**
 * The entry form route's content: loads the site (by code, else by id), its form and the
 * worker's draft, and shows the loading state, the error card, or the form.
 * The site's header shows as soon as the site is known, while the form is still on its way.
 */
export function EntryFormScreen({
  params,
  language,
  kiosk,
}: {
  params: EntryParams;
  language: Language;
  /** A kiosk's form: nothing of one worker kept for the next (docs/offline-and-kiosk.md). */
  kiosk?: KioskSubmit;
}) {
  const { t } = useTranslation(ENTRY_FORM_NAMESPACES);
  const site = useSiteQuery(params.code, params.siteId);
  const form = useEntryFormQuery(site.data?.id, language);
  const draft = useEntryDraft(site.data?.id, { persist: !params.isPreview && !kiosk });
  // The fields render after the header has painted, not in the same frame: on a slow phone the
  // site's name shows while the form's many fields are still being built.
  const shownForm = useDeferredValue(form.data ?? (form.isError ? NO_FORM : null), null);
  // Each text in the worker's language, else English, else Hebrew.
  const fields = useMemo(
    () => (shownForm ? resolveFormFields(shownForm.formFields, language) : []),
    [shownForm, language],
  );

  // A manager's preview is not a worker's visit.
  const countedSite =
    site.data && !params.isPreview ? site.data.code || String(site.data.id) : null;
  useEffect(() => {
    if (countedSite) countEntryStep('form', countedSite, language);
  }, [countedSite, language]);

  if (!params.code && params.siteId === null) {
    return <ErrorCard message={t('errorCard.missingSite')} />;
  }
  if (site.isError) {
    const isUnknown = site.error instanceof ApiClientError && site.error.status === 404;
    return (
      <ErrorCard message={isUnknown ? t('errorCard.siteNotFound') : t('errorCard.siteLoad')} />
    );
  }
  if (!site.data) return <Loading />;

  return (
    <>
      <SiteHeader site={site.data} language={language} />
      {shownForm === null || !draft.isReady ? (
        <Loading isUnderHeader />
      ) : (
        <>
          <EntryForm
            site={site.data}
            fields={fields}
            formVersion={shownForm.version}
            language={language}
            isPreview={params.isPreview}
            draft={draft}
            kiosk={kiosk}
          />
          <footer className="mx-auto max-w-xl px-4 pb-6 text-center">
            <AccessibilityLink />
          </footer>
        </>
      )}
    </>
  );
}
