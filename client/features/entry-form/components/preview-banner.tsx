import { useTranslation } from 'react-i18next';

/** Says plainly that a preview (?preview=1) never creates a request. */
export function PreviewBanner() {
  const { t } = useTranslation('entry-form');
  return (
    <p
      role="note"
      className="rounded-xl border-2 border-dashed border-amber-400 bg-amber-50 p-3 font-semibold text-amber-900"
    >
      {t('preview.banner')}
    </p>
  );
}
