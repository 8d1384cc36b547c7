import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LandingDraft,
  LandingParams,
  LandingSections,
} from '@shared/schemas/landing-sections.schemas';
import { apiGet, apiSend } from '@/lib/api-client';

const keyOf = ({ page, language }: LandingParams) => ['site-content', 'landings', page, language];

/** The address of one landing page's texts in one language. */
export const landingPath = ({ page, language }: LandingParams) =>
  `/api/site-content/landings/${page}/${language}`;

/** GET: each text of the page with its built-in, draft and published versions. */
export function useLandingSections(params: LandingParams) {
  return useQuery({
    queryKey: keyOf(params),
    queryFn: ({ signal }) => apiGet<LandingSections>(landingPath(params), { signal }),
  });
}

/**
 * The changes of one page: save the draft, publish it (after saving what is on screen) or go
 * back to the built-in texts. Each answer is the page's new state.
 */
export function useLandingChanges(params: LandingParams) {
  const queryClient = useQueryClient();
  const onSuccess = (sections: LandingSections) =>
    queryClient.setQueryData(keyOf(params), sections);
  const save = useMutation({
    mutationFn: (draft: LandingDraft) =>
      apiSend<LandingSections>('PUT', landingPath(params), draft),
    onSuccess,
  });
  const publish = useMutation({
    mutationFn: async (draft: LandingDraft) => {
      await apiSend<LandingSections>('PUT', landingPath(params), draft);
      return apiSend<LandingSections>('POST', `${landingPath(params)}/publish`);
    },
    onSuccess,
  });
  const reset = useMutation({
    mutationFn: () => apiSend<LandingSections>('DELETE', landingPath(params)),
    onSuccess,
  });
  return { save, publish, reset };
}
