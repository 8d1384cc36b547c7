import { useTranslation } from 'react-i18next';
import { FIELD_AUTOCOMPLETE } from '@shared/fields/autocomplete';
import { fieldType } from '@shared/fields/field-type-registry';
import { isTextOnly } from '@shared/validation/value-checks';
import { FieldFrame, describedBy, fieldIds } from '../field-frame';
import type { FieldProps } from './field-props';
import { inputClassName } from './input-class';

/**
 * A typed answer, in the text box its type's row asks for (a phone's keyboard, a date picker,
 * several lines); free text warns live on the text rule.
 */
export function TextField({ field, value, onChange, error }: FieldProps<string>) {
  const { t } = useTranslation('validation');
  const ids = fieldIds(field.id);
  const input = fieldType(field.type).input ?? { type: 'text' };
  const isFreeText = input.isFreeText === true;
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
  return (
    <FieldFrame field={field} error={error} warning={warning} isSingleControl>
      {input.multiline ? (
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
          type={input.type}
          inputMode={input.inputMode}
          dir={input.type === 'date' ? undefined : 'auto'}
          autoComplete={FIELD_AUTOCOMPLETE[field.id]}
          onChange={(e) => onChange(e.target.value)}
          className={inputClassName(error ? 'error' : warning ? 'warning' : null)}
        />
      )}
    </FieldFrame>
  );
}
