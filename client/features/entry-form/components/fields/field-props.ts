import type { FormField } from '@shared/schemas/form.schemas';

/** What every field control receives: its definition, its answer and its error text. */
export interface FieldProps<T = unknown> {
  field: FormField;
  value: T;
  onChange: (value: T) => void;
  error: string | null;
}
