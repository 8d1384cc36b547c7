import { useMutation } from '@tanstack/react-query';
import type { MediaFile, MediaKind } from '@shared/schemas/media.schemas';
import { apiUpload } from '@/lib/api-client';

/** POST /api/media?kind=: a safety document or video, checked by its bytes on the server. */
export function uploadMedia(input: {
  kind: Exclude<MediaKind, 'logo' | 'post-image'>;
  file: File;
  onProgress?: (fraction: number) => void;
}): Promise<MediaFile> {
  const body = new FormData();
  body.append('file', input.file);
  return apiUpload<MediaFile>(`/api/media?kind=${input.kind}`, body, {
    onProgress: input.onProgress,
  });
}

export function useUploadMedia() {
  return useMutation({ mutationFn: uploadMedia });
}
