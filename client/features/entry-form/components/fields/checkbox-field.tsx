import { useTranslation } from 'react-i18next';
import { describedBy, fieldIds } from '../field-frame';
import type { FieldProps } from './field-props';
import { textLanguage } from '@/lib/text-language';

/** A checkbox whose label is the field's own label, beside a 24 px box. */
export function CheckboxField({ field, value, onChange, error }: FieldProps<boolean>) {
  const { t } = useTranslation('entry-form');
  const ids = fieldIds(field.id);
  return (
    <div id={ids.anchor} tabIndex={-1} className="scroll-mt-6 outline-none">
      <label
        htmlFor={ids.control}
        className="flex min-h-11 cursor-pointer items-start gap-3 text-base text-slate-900"
      >
        <input
          id={ids.control}
          name={field.id}
          type="checkbox"
          checked={value}
          required={field.required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(field, error)}
          onChange={(e) => onChange(e.target.checked)}
          className="mt-0.5 size-6 shrink-0 accent-blue-900"
        />
        <span className="font-semibold">
          <bdi {...textLanguage(field.textLang?.label)}>{field.label}</bdi>
          {field.required && (
            <>
              <span aria-hidden="true" className="text-red-700">
                {' *'}
              </span>
              <span className="sr-only"> ({t('requiredMark')})</span>
            </>
          )}
        </span>
      </label>
      {field.helpText && (
        <p id={ids.help} className="ms-9 text-sm text-slate-600">
          <bdi {...textLanguage(field.textLang?.helpText)}>{field.helpText}</bdi>
        </p>
      )}
      {error && (
        <p id={ids.error} className="ms-9 mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
