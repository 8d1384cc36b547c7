import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEDIA_ACCEPT, MEDIA_MAX_BYTES } from '@shared/schemas/media.schemas';
import { TextField } from '@/components/ui/field';
import { errorText } from '@/lib/api-client';
import { useUploadMedia } from '../api/upload-media';

interface MediaLinkInputProps {
  kind: 'video' | 'document';
  label: string;
  hint: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
}

/** A link typed in, or a file uploaded to the server whose address becomes the link. */
export function MediaLinkInput({ kind, label, hint, value, onChange, error }: MediaLinkInputProps) {
  const { t, i18n } = useTranslation('manage');
  const upload = useUploadMedia();
  const [progress, setProgress] = useState(0);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const maxBytes = MEDIA_MAX_BYTES[kind];
    if (file.size > maxBytes) {
      setUploadError(t('media.tooLarge', { maxMb: maxBytes / 2 ** 20 }));
      return;
    }
    setUploadError(null);
    setProgress(0);
    upload.mutate(
      { kind, file, onProgress: setProgress },
      {
        onSuccess: (media) => onChange(media.url),
        onError: (failure) => setUploadError(errorText(failure, i18n.t)),
      },
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <TextField
        label={label}
        hint={hint}
        value={value}
        dir="ltr"
        inputMode="url"
        placeholder="https://"
        onChange={(event) => onChange(event.target.value)}
        error={error ?? uploadError}
      />
      <div className="flex flex-wrap items-center gap-3">
        <label className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-4 font-semibold hover:bg-slate-100">
          {kind === 'video' ? t('media.uploadVideo') : t('media.uploadDocument')}
          <input
            type="file"
            accept={MEDIA_ACCEPT[kind]}
            className="sr-only"
            disabled={upload.isPending}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        {upload.isPending && (
          <span role="status" className="text-sm text-slate-700">
            {t('media.progress', { percent: Math.round(progress * 100) })}
          </span>
        )}
        {value && !upload.isPending && (
          <a
            href={value}
            target="_blank"
            rel="noreferrer"
            className="text-sm font-semibold text-blue-800 underline"
          >
            {t('media.open')}
          </a>
        )}
      </div>
    </div>
  );
}
