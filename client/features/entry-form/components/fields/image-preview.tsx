import { useTranslation } from 'react-i18next';
import type { ImageValue } from '../../lib/image-value';

/** The attached picture, small enough to keep the form short on a phone. */
export function ImagePreview({ image, label }: { image: ImageValue; label: string }) {
  const { t } = useTranslation('entry-form');
  return (
    <img
      src={image.dataUrl}
      alt={t('image.alt', { label })}
      className="mt-3 max-h-48 w-auto rounded-lg border border-slate-200 bg-slate-100 object-contain"
    />
  );
}
