import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LandingDraft,
  LandingParams,
  LandingRevisionList,
  LandingSections,
} from '@shared/schemas/landing-sections.schemas';
import { apiGet, apiSend } from '@/lib/api-client';

const keyOf = ({ page, language }: LandingParams) => ['site-content', 'landings', page, language];
const revisionsKeyOf = (params: LandingParams) => [...keyOf(params), 'revisions'];

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
 * The changes of one page: save the draft, publish it (after saving what is on screen), go
 * back to the built-in texts or make a revision the draft again. Each answer is the page's new
 * state.
 */
export function useLandingChanges(params: LandingParams) {
  const queryClient = useQueryClient();
  const onSuccess = (sections: LandingSections) => {
    queryClient.setQueryData(keyOf(params), sections);
    return queryClient.invalidateQueries({ queryKey: revisionsKeyOf(params) });
  };
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
  const restore = useMutation({
    mutationFn: (revisionId: number) =>
      apiSend<LandingSections>('POST', `${landingPath(params)}/revisions/${revisionId}/restore`),
    onSuccess,
  });
  return { save, publish, reset, restore };
}

/** GET …/revisions: the page's saved drafts, newest first. */
export function useLandingRevisions(params: LandingParams) {
  return useQuery({
    queryKey: revisionsKeyOf(params),
    queryFn: ({ signal }) =>
      apiGet<LandingRevisionList>(`${landingPath(params)}/revisions`, { signal }),
  });
}
