import { useMutation } from '@tanstack/react-query';
import type { ContactRequestBody } from '@shared/schemas/contact-request.schemas';
import { apiSend } from '@/lib/api-client';

/** POST /api/contact-requests: public, rate limited per address on the server. */
export function sendContactRequest(body: ContactRequestBody) {
  return apiSend<{ success: true }>('POST', '/api/contact-requests', body);
}

export function useSendContactRequest() {
  return useMutation({ mutationFn: sendContactRequest });
}
