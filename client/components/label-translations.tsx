import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, directionOf, type Language } from '@shared/i18n/languages';
import type { Translations } from '@shared/i18n/localized-text';
import { TextField } from '@/components/ui/field';

/**
 * A short text in the other eight languages, beside the Hebrew one: an item's label, which a
 * worker reads on the form after "Found", or a checklist line. A language left empty falls back
 * to English, then Hebrew, which the count of missing languages shows before saving.
 */
export function LabelTranslations({
  hebrew,
  value,
  errors,
  errorPrefix = 'labelTranslations',
  onChange,
}: {
  hebrew: string;
  value: Translations;
  errors: Record<string, string>;
  /** The errors' key before the language: `${errorPrefix}.${language}`. */
  errorPrefix?: string;
  onChange: (value: Translations) => void;
}) {
  const { t } = useTranslation('inspections');
  const others = LANGUAGES.filter(
    (language): language is Exclude<Language, 'he'> => language !== 'he',
  );
  const missing = others.filter((language) => !value[language]?.trim());
  return (
    <details className="rounded-lg border border-slate-200 p-3">
      <summary className="cursor-pointer font-medium">
        {t('labels.title')} · {t('labels.missing', { count: missing.length })}
      </summary>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {others.map((language) => (
          <TextField
            key={language}
            label={LANGUAGE_NAMES[language]}
            lang={language}
            dir={directionOf(language)}
            placeholder={hebrew}
            value={value[language] ?? ''}
            error={errors[`${errorPrefix}.${language}`]}
            onChange={(event) => onChange({ ...value, [language]: event.target.value })}
          />
        ))}
      </div>
    </details>
  );
}
