import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocalizedFormField } from '@shared/schemas/form.schemas';
import type { EntryFormResponse } from '@shared/schemas/site.schemas';
import { setEntryForm } from '@/data/entry-forms';
import { apiSend } from '@/lib/api-client';
import { formVersionsKey } from './get-form-versions';

/** PUT /api/sites/{id}/entry-form: saves the fields as the site's next version. */
export function saveSiteForm(input: { siteId: number; formFields: LocalizedFormField[] }) {
  return apiSend<EntryFormResponse>('PUT', `/api/sites/${input.siteId}/entry-form`, {
    formFields: input.formFields,
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
