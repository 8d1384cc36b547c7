import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldType } from '@shared/schemas/form.schemas';
import { isTextOnly } from '@shared/validation/form-rules';
import { FieldFrame, describedBy, fieldIds } from '../field-frame';
import type { FieldProps } from './field-props';
import { inputClassName } from './input-class';

type InputMode = HTMLAttributes<HTMLInputElement>['inputMode'];

const INPUT_TYPES: Partial<Record<FieldType, { type: string; inputMode?: InputMode }>> = {
  email: { type: 'email', inputMode: 'email' },
  phone: { type: 'tel', inputMode: 'tel' },
  tel: { type: 'tel', inputMode: 'tel' },
  date: { type: 'date' },
};

// Lets the phone offer what the worker typed last time on the known fields of the default form.
const AUTOCOMPLETE: Record<string, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  phone: 'tel',
  email: 'email',
};

/** text, textarea, email, phone, tel and date; text and textarea warn live on the text rule. */
export function TextField({ field, value, onChange, error }: FieldProps<string>) {
  const { t } = useTranslation('validation');
  const ids = fieldIds(field.id);
  const isFreeText = field.type === 'text' || field.type === 'textarea';
  const warning =
    isFreeText && value && !isTextOnly(value) ? t('textOnly', { label: field.label }) : null;
  const common = {
    id: ids.control,
    name: field.id,
    value,
    placeholder: field.placeholder,
    required: field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(field, error),
  };
  const input = INPUT_TYPES[field.type];
  return (
    <FieldFrame field={field} error={error} warning={warning} isSingleControl>
      {field.type === 'textarea' ? (
        <textarea
          {...common}
          dir="auto"
          rows={3}
          onChange={(e) => onChange(e.target.value)}
          className={inputClassName(error ? 'error' : warning ? 'warning' : null)}
        />
      ) : (
        <input
          {...common}
          type={input?.type ?? 'text'}
          inputMode={input?.inputMode}
          dir={field.type === 'date' ? undefined : 'auto'}
          autoComplete={AUTOCOMPLETE[field.id]}
          onChange={(e) => onChange(e.target.value)}
          className={inputClassName(error ? 'error' : warning ? 'warning' : null)}
        />
      )}
    </FieldFrame>
  );
}
