import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClassName } from '@/components/ui/button';
import { useImagePicker } from '../../hooks/use-image-picker';
import type { ImageValue } from '../../lib/image-value';
import { FieldFrame, describedBy, fieldIds } from '../field-frame';
import type { FieldProps } from './field-props';
import { ImagePreview } from './image-preview';

/** A file field: images only, scaled down before it is kept. */
export function ImageUploadField({ field, value, onChange, error }: FieldProps<ImageValue | null>) {
  const { t } = useTranslation('entry-form');
  const input = useRef<HTMLInputElement>(null);
  const { pick, isProcessing, picked, problem } = useImagePicker(field.id, onChange);
  const preview = picked ?? value?.dataUrl;
  const ids = fieldIds(field.id);
  return (
    <FieldFrame
      field={field}
      error={error ?? (problem ? t(`image.${problem}`) : null)}
      isSingleControl
    >
      <input
        ref={input}
        id={ids.control}
        name={field.id}
        type="file"
        accept="image/*"
        className="sr-only"
        aria-describedby={describedBy(field, error)}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          void pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={ids.control} className={buttonClassName('secondary', 'cursor-pointer')}>
          {value ? t('image.replace') : t('image.choose')}
        </label>
        {value && (
          <Button variant="secondary" onClick={() => onChange(null)}>
            {t('image.remove')}
          </Button>
        )}
      </div>
      {isProcessing && (
        <p role="status" className="mt-2 text-sm text-slate-600">
          {t('image.processing')}
        </p>
      )}
      {preview && <ImagePreview src={preview} label={field.label} />}
    </FieldFrame>
  );
}
