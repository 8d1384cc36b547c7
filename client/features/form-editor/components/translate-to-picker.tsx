import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '@shared/i18n/languages';
import { SelectField } from '@/components/ui/field';

/** Which language the editor writes beside Hebrew: none, or one of the other eight. */
export function TranslateToPicker({
  value,
  onChange,
  className,
}: {
  value: Language | null;
  onChange: (language: Language | null) => void;
  className?: string;
}) {
  const { t } = useTranslation('manage');
  return (
    <SelectField
      label={t('translation.translateTo')}
      value={value ?? ''}
      onChange={(event) => onChange(isLanguage(event.target.value) ? event.target.value : null)}
      className={className}
    >
      <option value="">{t('translation.hebrewOnly')}</option>
      {LANGUAGES.filter((language) => language !== 'he').map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </SelectField>
  );
}
