import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocalizedFormField } from '@shared/schemas/form.schemas';
import type { EntryFormResponse } from '@shared/schemas/site.schemas';
import { setEntryForm } from '@/data/entry-forms';
import { apiSend } from '@/lib/api-client';
import { formVersionsKey } from './get-form-versions';

/**
 * PUT /api/sites/{id}/entry-form: saves the fields as the site's next version; a major change
 * makes returning workers repeat the induction.
 */
export function saveSiteForm(input: {
  siteId: number;
  formFields: LocalizedFormField[];
  isMajorChange?: boolean;
}) {
  return apiSend<EntryFormResponse>('PUT', `/api/sites/${input.siteId}/entry-form`, {
    formFields: input.formFields,
    // Left out, the server takes a minor change.
    ...(input.isMajorChange ? { isMajorChange: true } : {}),
  });
}

export function useSaveSiteForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSiteForm,
    onSuccess: async (saved) => {
      setEntryForm(queryClient, saved);
      await queryClient.invalidateQueries({ queryKey: formVersionsKey(saved.siteId) });
    },
  });
}
