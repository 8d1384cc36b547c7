import { useMutation } from '@tanstack/react-query';
import type { MediaFile } from '@shared/schemas/media.schemas';
import { apiUpload } from '@/lib/api-client';

/** POST /api/media?kind=logo: the server checks the bytes and stores a PNG of at most 512 px. */
export function uploadLogo(file: File): Promise<MediaFile> {
  const body = new FormData();
  body.append('file', file);
  return apiUpload<MediaFile>('/api/media?kind=logo', body);
}

export function useUploadLogo() {
  return useMutation({ mutationFn: uploadLogo });
}
