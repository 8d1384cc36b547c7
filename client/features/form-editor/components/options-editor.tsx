import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/languages';
import type { LocalizedFieldOption } from '@shared/schemas/form.schemas';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { textErrors } from '../lib/form-draft';
import { LocalizedTextInput } from './localized-text-input';

interface OptionsEditorProps {
  options: LocalizedFieldOption[];
  onChange: (options: LocalizedFieldOption[]) => void;
  /** The language written beside Hebrew, or null. */
  translateTo: Language | null;
  /** Problems by "options.N.value" or "options.N.label.he", and "options" for the list. */
  errors: Record<string, string>;
}

/** A select's choices: the text the worker sees, per language, and the value the answer stores. */
export function OptionsEditor({ options, onChange, translateTo, errors }: OptionsEditorProps) {
  const { t } = useTranslation('manage');
  const set = (index: number, patch: Partial<LocalizedFieldOption>) =>
    onChange(options.map((option, i) => (i === index ? { ...option, ...patch } : option)));

  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{t('editor.options')}</legend>
      {options.map((option, index) => (
        <div
          key={index}
          className="grid grid-cols-1 items-start gap-2 border-b border-slate-100 pb-3 sm:grid-cols-[2fr_1fr_auto]"
        >
          <LocalizedTextInput
            label={t('editor.optionLabel', { n: index + 1 })}
            value={option.label}
            onChange={(label) => set(index, { label })}
            translateTo={translateTo}
            errors={textErrors(errors, `options.${index}.label`)}
          />
          <TextField
            label={t('editor.optionValue', { n: index + 1 })}
            value={option.value}
            dir="ltr"
            onChange={(event) => set(index, { value: event.target.value })}
            error={errors[`options.${index}.value`]}
          />
          <Button
            variant="secondary"
            className="sm:mt-6"
            aria-label={t('editor.removeOption', { n: index + 1 })}
            onClick={() => onChange(options.filter((_, i) => i !== index))}
          >
            {t('remove')}
          </Button>
        </div>
      ))}
      {errors.options && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.options}
        </p>
      )}
      <Button
        variant="secondary"
        className="self-start"
        onClick={() =>
          onChange([
            ...options,
            {
              value: `option${options.length + 1}`,
              label: { he: t('editor.newOption', { n: options.length + 1 }) },
            },
          ])
        }
      >
        {t('editor.addOption')}
      </Button>
    </fieldset>
  );
}
