import { useEffect, useId, useState } from 'react';
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
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!photo) return;
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-semibold text-slate-800">{label}</span>
      <div className="flex items-center gap-3">
        {photo && preview && (
          <img src={preview} alt="" className="size-16 rounded-lg object-cover" />
        )}
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
