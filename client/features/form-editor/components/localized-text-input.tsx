import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, directionOf, type Language } from '@shared/i18n/languages';
import { resolveText, type LocalizedText } from '@shared/i18n/localized-text';
import { TextAreaField, TextField } from '@/components/ui/field';
import { cn } from '@/lib/cn';

interface LocalizedTextInputProps {
  label: string;
  hint?: string;
  value: LocalizedText;
  onChange: (value: LocalizedText) => void;
  /** The language written beside Hebrew, or null for Hebrew alone. */
  translateTo: Language | null;
  /** Problems by language ("he", "ru"), or "" for the text as a whole. */
  errors: Record<string, string | undefined>;
  rows?: number;
  required?: boolean;
  /** The Hebrew is kept elsewhere (the site's name): shown for reference, not edited here. */
  isHebrewFixed?: boolean;
  className?: string;
}

/**
 * One text a site owner writes, in Hebrew and, side by side, in the language being translated
 * into. Each box takes its language's direction; an empty translation says what the worker will
 * read instead.
 */
export function LocalizedTextInput(props: LocalizedTextInputProps) {
  const { label, hint, value, onChange, translateTo, errors, rows, required } = props;
  const { t } = useTranslation('manage');
  const Input = rows ? TextAreaField : TextField;
  const hebrew = (
    <Input
      label={
        translateTo ? t('translation.inLanguage', { label, language: LANGUAGE_NAMES.he }) : label
      }
      hint={translateTo ? undefined : hint}
      value={value.he}
      rows={rows}
      lang="he"
      dir="rtl"
      required={required}
      readOnly={props.isHebrewFixed}
      onChange={(event) => onChange({ ...value, he: event.target.value })}
      error={errors.he ?? errors['']}
    />
  );
  if (!translateTo) return <div className={props.className}>{hebrew}</div>;
  const fallback = resolveText({ ...value, [translateTo]: '' }, translateTo);
  const isMissing = !value[translateTo]?.trim() && value.he.trim() !== '';
  return (
    <div className={cn('grid gap-3 sm:grid-cols-2', props.className)}>
      {hebrew}
      <Input
        label={t('translation.inLanguage', { label, language: LANGUAGE_NAMES[translateTo] })}
        hint={
          isMissing
            ? t('translation.fallsBack', { language: LANGUAGE_NAMES[fallback.lang] })
            : undefined
        }
        value={value[translateTo] ?? ''}
        rows={rows}
        lang={translateTo}
        dir={directionOf(translateTo)}
        onChange={(event) => onChange({ ...value, [translateTo]: event.target.value })}
        error={errors[translateTo]}
      />
    </div>
  );
}
