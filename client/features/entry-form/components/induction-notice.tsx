import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/languages';

/** The returning worker's induction still counts: the material is left out until this date. */
export function InductionNotice({
  validUntil,
  language,
}: {
  validUntil: string;
  language: Language;
}) {
  const { t } = useTranslation('entry-form');
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(
    new Date(validUntil),
  );
  return (
    <p role="status" className="rounded-lg bg-green-50 p-3 text-sm font-medium text-green-900">
      ✓ {t('induction.valid', { date })}
    </p>
  );
}
