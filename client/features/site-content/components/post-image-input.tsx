import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEDIA_ACCEPT, MEDIA_MAX_BYTES } from '@shared/schemas/media.schemas';
import { FieldError } from '@/components/ui/field';
import { errorText } from '@/lib/api-client';
import { useUploadPostImage } from '../api/site-content';

const MAX_BYTES = MEDIA_MAX_BYTES['post-image'];

/**
 * Uploads an image for the post; the server re-encodes it and its address goes into the text as
 * Markdown, where the owner may move it or give it a description.
 */
export function PostImageInput({ onUploaded }: { onUploaded: (markdown: string) => void }) {
  const { t, i18n } = useTranslation('site-content');
  const upload = useUploadPostImage();
  const [error, setError] = useState<string | null>(null);

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setError(t('editor.imageTooLarge', { maxMb: MAX_BYTES / 2 ** 20 }));
      return;
    }
    setError(null);
    upload.mutate(file, {
      onSuccess: (image) => onUploaded(`![](${image.url})`),
      onError: (failure) => setError(errorText(failure, i18n.t)),
    });
  };

  return (
    <div className="flex flex-col gap-1">
      <label className="inline-flex min-h-11 w-fit cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-4 font-semibold hover:bg-slate-100">
        {upload.isPending ? t('editor.imageUploading') : t('editor.addImage')}
        <input
          type="file"
          accept={MEDIA_ACCEPT['post-image']}
          className="sr-only"
          disabled={upload.isPending}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      <FieldError error={error} />
    </div>
  );
}
