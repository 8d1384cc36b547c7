import { useTranslation } from 'react-i18next';

/** Shown while the first page's chunk downloads; the text is for screen readers. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-blue-900 border-t-transparent"
      />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
