import { z } from 'zod';
import { FIELD_TYPES } from './field-types';

export { FIELD_TYPES, FILE_FIELD_TYPES, type FieldType } from './field-types';

export const FieldOptionSchema = z.object({
  // An empty value is refused.
  value: z.string().trim().min(1, 'validation.optionValueRequired').max(200),
  label: z.string().trim().min(1, 'validation.required').max(200),
});
export type FieldOption = z.infer<typeof FieldOptionSchema>;

export const FormFieldSchema = z.object({
  id: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'validation.fieldId'),
  type: z.enum(FIELD_TYPES),
  label: z.string().trim().min(1, 'validation.required').max(200),
  placeholder: z.string().max(200).optional(),
  helpText: z.string().max(1000).optional(),
  required: z.boolean(),
  options: z.array(FieldOptionSchema).max(100).optional(),
  videoUrl: z.string().max(2000).optional(),
  documentUrl: z.string().max(2000).optional(),
});
export type FormField = z.infer<typeof FormFieldSchema>;

export const FormFieldsSchema = z
  .array(FormFieldSchema)
  .max(100)
  .refine((fields) => new Set(fields.map((f) => f.id)).size === fields.length, {
    message: 'validation.duplicateFieldId',
  });
