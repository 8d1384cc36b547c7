import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MediaFile } from '@shared/schemas/media.schemas';
import type {
  Post,
  PostBody,
  PostList,
  PostRevisionList,
} from '@shared/schemas/site-content.schemas';
import { apiGet, apiSend, apiUpload } from '@/lib/api-client';

export const postsKey = ['site-content', 'posts'] as const;

/** GET /api/site-content/posts: every blog post, drafts and removed ones included. */
export function usePosts() {
  return useQuery({
    queryKey: postsKey,
    queryFn: ({ signal }) => apiGet<PostList>('/api/site-content/posts', { signal }),
  });
}

export function usePost(id: number | null) {
  return useQuery({
    queryKey: [...postsKey, id],
    queryFn: ({ signal }) => apiGet<Post>(`/api/site-content/posts/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function useRevisions(id: number | null) {
  return useQuery({
    queryKey: [...postsKey, id, 'revisions'],
    queryFn: ({ signal }) =>
      apiGet<PostRevisionList>(`/api/site-content/posts/${id}/revisions`, { signal }),
    enabled: id !== null,
  });
}

function useRefreshPosts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: postsKey });
}

/**
 * Creates the post, or saves the one with `id`. The answer is the saved post, kept as that
 * post's data so its editor goes on without waiting for a reload.
 */
export function useSavePost(id: number | null) {
  const queryClient = useQueryClient();
  const refresh = useRefreshPosts();
  return useMutation({
    mutationFn: (body: PostBody) =>
      id === null
        ? apiSend<Post>('POST', '/api/site-content/posts', body)
        : apiSend<Post>('PUT', `/api/site-content/posts/${id}`, body),
    onSuccess: (saved) => {
      queryClient.setQueryData([...postsKey, saved.id], saved);
      return refresh();
    },
  });
}

export function useRemovePost(id: number) {
  const onSuccess = useRefreshPosts();
  return useMutation({
    mutationFn: () => apiSend<void>('DELETE', `/api/site-content/posts/${id}`),
    onSuccess,
  });
}

export function useRestoreRevision(id: number) {
  const onSuccess = useRefreshPosts();
  return useMutation({
    mutationFn: (revisionId: number) =>
      apiSend<Post>('POST', `/api/site-content/posts/${id}/revisions/${revisionId}/restore`),
    onSuccess,
  });
}

/** The Markdown as the blog will show it, rendered and cleaned by the server. */
export function usePreview() {
  return useMutation({
    mutationFn: (body: string) =>
      apiSend<{ html: string }>('POST', '/api/site-content/preview', { body }),
  });
}

/** POST /api/media?kind=post-image: an image for a post, re-encoded by the server. */
export function useUploadPostImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return apiUpload<MediaFile>('/api/media?kind=post-image', body);
    },
  });
}
