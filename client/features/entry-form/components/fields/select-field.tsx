import { useTranslation } from 'react-i18next';
import { textLanguage } from '@/lib/text-language';
import { FieldFrame, describedBy, fieldIds } from '../field-frame';
import type { FieldProps } from './field-props';
import { inputClassName } from './input-class';

/**
 * The phone's own picker: nothing to download and the best touch targets. Options without a
 * value are left out; the prompt cannot be chosen back once left.
 */
export function SelectField({ field, value, onChange, error }: FieldProps<string>) {
  const { t } = useTranslation('entry-form');
  const options = (field.options ?? []).filter((option) => option.value.trim() !== '');
  return (
    <FieldFrame field={field} error={error} isSingleControl>
      <select
        id={fieldIds(field.id).control}
        name={field.id}
        value={value}
        required={field.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field, error)}
        onChange={(e) => onChange(e.target.value)}
        className={inputClassName(error ? 'error' : null)}
      >
        <option value="" disabled hidden>
          {field.placeholder || t('select.placeholder')}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value} {...textLanguage(option.lang)}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
