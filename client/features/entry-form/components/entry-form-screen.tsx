import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/languages';
import { ApiClientError } from '@/lib/api-client';
import { useEntryFormQuery } from '../api/get-entry-form';
import { useSiteQuery } from '../api/get-site';
import { useEntryDraft } from '../hooks/use-entry-draft';
import type { EntryParams } from '../lib/entry-params';
import { ENTRY_FORM_NAMESPACES } from '../lib/messages';
import { EntryForm } from './entry-form';
import { ErrorCard } from './error-card';

function Loading() {
  const { t } = useTranslation('entry-form');
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-3">
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
 * worker's draft, and shows the loading state, the error card, or the form (SPEC.md section 2).
 */
export function EntryFormScreen({ params, language }: { params: EntryParams; language: Language }) {
  const { t } = useTranslation(ENTRY_FORM_NAMESPACES);
  const site = useSiteQuery(params.code, params.siteId);
  const form = useEntryFormQuery(site.data?.id);
  const draft = useEntryDraft(site.data?.id, { persist: !params.isPreview });

  if (!params.code && params.siteId === null) {
    return <ErrorCard message={t('errorCard.missingSite')} />;
  }
  if (site.isError) {
    const isUnknown = site.error instanceof ApiClientError && site.error.status === 404;
    return (
      <ErrorCard message={isUnknown ? t('errorCard.siteNotFound') : t('errorCard.siteLoad')} />
    );
  }
  // A form that fails to load shows no fields (SPEC.md section 8).
  const fields = form.data?.formFields ?? (form.isError ? [] : null);
  if (!site.data || fields === null || !draft.isReady) return <Loading />;

  return (
    <EntryForm
      site={site.data}
      fields={fields}
      formVersion={form.data?.version ?? null}
      language={language}
      isPreview={params.isPreview}
      draft={draft}
    />
  );
}
