import { Suspense, lazy, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useImagePicker } from '../../hooks/use-image-picker';
import { facingModeFor } from '../../lib/camera-facing';
import type { ImageValue } from '../../lib/image-value';
import { FieldFrame, describedBy, fieldIds } from '../field-frame';
import type { FieldProps } from './field-props';
import { ImagePreview } from './image-preview';

// The camera code downloads only when a worker opens the camera.
const CameraDialog = lazy(async () => ({
  default: (await import('./camera-dialog')).CameraDialog,
}));

/**
 * A camera field: the camera dialog captures a JPEG, or the worker uploads a picture instead,
 * always offered beside it: for a camera refused or missing, and for a worker who cannot aim
 * one (on a phone, the file picker with `capture` opens the system camera app, which needs no
 * permission from the page).
 */
export function CameraField({ field, value, onChange, error }: FieldProps<ImageValue | null>) {
  const { t } = useTranslation('entry-form');
  const [isOpen, setIsOpen] = useState(false);
  const upload = useRef<HTMLInputElement>(null);
  const { pick, isProcessing, picked, problem } = useImagePicker(field.id, onChange);
  const preview = picked ?? value?.dataUrl;
  const facingMode = facingModeFor(field.id);
  const ids = fieldIds(field.id);

  return (
    <FieldFrame
      field={field}
      error={error ?? (problem ? t(`image.${problem}`) : null)}
      isSingleControl={false}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant={value ? 'secondary' : 'primary'}
          aria-describedby={describedBy(field, error)}
          onClick={() => setIsOpen(true)}
        >
          <CameraIcon />
          {value ? t('camera.again') : t('camera.open')}
        </Button>
        <Button variant="secondary" onClick={() => upload.current?.click()}>
          {t('camera.uploadInstead')}
        </Button>
      </div>
      <input
        ref={upload}
        id={ids.control}
        type="file"
        accept="image/*"
        capture={facingMode}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          void pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {isProcessing && (
        <p role="status" className="mt-2 text-sm text-slate-600">
          {t('image.processing')}
        </p>
      )}
      {preview && <ImagePreview src={preview} label={field.label} />}
      {isOpen && (
        <Suspense fallback={null}>
          <CameraDialog
            title={field.label}
            fieldId={field.id}
            facingMode={facingMode}
            onClose={() => setIsOpen(false)}
            onSave={(image) => {
              onChange(image);
              setIsOpen(false);
            }}
            onUploadInstead={() => {
              // Still inside the tap, so the browser lets the file picker open.
              upload.current?.click();
              setIsOpen(false);
            }}
          />
        </Suspense>
      )}
    </FieldFrame>
  );
}

function CameraIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 8h3l2-3h6l2 3h3v11H4z" strokeLinejoin="round" />
      <circle cx="12" cy="13" r="3.5" />
    </svg>
  );
}
