import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button';
import { scalePhoto } from '../lib/scale-photo';

interface PhotoPickerProps {
  label: string;
  photo: Blob | null;
  onChange: (photo: Blob) => void;
}

/** The worker's photo, taken with the foreman's camera, shown small once taken. */
export function PhotoPicker({ label, photo, onChange }: PhotoPickerProps) {
  const { t } = useTranslation('crew');
  const id = useId();

  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-semibold text-slate-800">{label}</span>
      <div className="flex items-center gap-3">
        {photo && <PhotoPreview photo={photo} />}
        <label htmlFor={id} className={buttonClassName('secondary')}>
          {photo ? t('photo.retake') : t('photo.take')}
        </label>
        <input
          id={id}
          type="file"
          accept="image/*"
          capture="environment"
          aria-label={label}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void scalePhoto(file).then(onChange);
          }}
        />
      </div>
    </div>
  );
}

/** The photo as taken, small; its address is released when another photo replaces it. */
function PhotoPreview({ photo }: { photo: Blob }) {
  const url = useMemo(() => URL.createObjectURL(photo), [photo]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <img src={url} alt="" className="size-16 rounded-lg object-cover" />;
}
