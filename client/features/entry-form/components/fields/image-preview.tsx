import { useTranslation } from 'react-i18next';

/**
 * The attached picture, small enough to keep the form short on a phone. `src` is the kept
 * picture, or the chosen file itself while it is being scaled: decoded off the main thread
 * (decoding="async"), at the size it is shown, so the form keeps answering meanwhile.
 */
export function ImagePreview({ src, label }: { src: string; label: string }) {
  const { t } = useTranslation('entry-form');
  return (
    <img
      src={src}
      alt={t('image.alt', { label })}
      decoding="async"
      className="mt-3 max-h-48 w-auto rounded-lg border border-slate-200 bg-slate-100 object-contain"
    />
  );
}
