import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { EntryFormResponse } from '@shared/schemas/site.schemas';
import type { Language } from '@shared/i18n/languages';
import { apiGet } from '@/lib/api-client';
import { bootFormFor } from '@/lib/boot-screen';

const entryFormKey = (siteId: number | undefined) => ['entry-forms', siteId] as const;

/**
 * GET /api/sites/{id}/entry-form: the fields a worker fills now and the version a submission
 * carries, every text per language (`texts=all`); the form editor starts from the same answer.
 */
export function entryFormQuery(siteId: number | undefined) {
  return queryOptions({
    queryKey: entryFormKey(siteId),
    queryFn: ({ signal }) =>
      apiGet<EntryFormResponse>(`/api/sites/${siteId ?? 0}/entry-form?texts=all`, { signal }),
    enabled: siteId !== undefined,
  });
}

/**
 * The worker's form in `language`: the one the server's page carried when it is for this site
 * and language (lib/boot-screen.ts), kept apart from the whole form's entry since its texts are
 * in that language only; else entryFormQuery.
 */
export function workerFormQuery(siteId: number | undefined, language: Language) {
  const carried = bootFormFor(siteId, language);
  if (!carried) return entryFormQuery(siteId);
  return queryOptions({
    ...entryFormQuery(siteId),
    queryKey: [...entryFormKey(siteId), 'carried', language] as unknown as ReturnType<
      typeof entryFormKey
    >,
    queryFn: () => carried,
    initialData: carried as EntryFormResponse | undefined,
    staleTime: Infinity,
  });
}

/**
 * GET /api/sites/{id}/entry-form/editable: the same form with what only its editors may read,
 * the right answers of its comprehension checks.
 */
export function editableEntryFormQuery(siteId: number) {
  return queryOptions({
    queryKey: [...entryFormKey(siteId), 'editable'] as const,
    queryFn: ({ signal }) =>
      apiGet<EntryFormResponse>(`/api/sites/${siteId}/entry-form/editable`, { signal }),
  });
}

/** The form as the server saved it: the editor and a worker's form in this tab both see it. */
export function setEntryForm(client: QueryClient, form: EntryFormResponse): void {
  client.setQueryData(entryFormKey(form.siteId), form);
  client.setQueryData(editableEntryFormQuery(form.siteId).queryKey, form);
}
