import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ContactRequest,
  ContactRequestUpdateBody,
} from '@shared/schemas/contact-request.schemas';
import { apiSend } from '@/lib/api-client';

/** PATCH /api/contact-requests/{id}: its status and the handler's note. */
export function updateContactRequest(input: { id: number; body: ContactRequestUpdateBody }) {
  return apiSend<ContactRequest>('PATCH', `/api/contact-requests/${input.id}`, input.body);
}

export function useUpdateContactRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contact-requests'] }),
  });
}
