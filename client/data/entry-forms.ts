import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { EntryFormResponse } from '@shared/schemas/site.schemas';
import { apiGet } from '@/lib/api-client';

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
