import { z } from 'zod';
import { offers } from '../fields/field-type-registry';
import { FIELD_TYPES } from './field-types';
import { LocalizedTextSchema, localizedTextSchema } from './localized-text.schemas';
import { QuizSchema } from './quiz.schemas';
import { mediaLinkSchema } from './media.schemas';

export { FIELD_TYPES, type FieldType, type FormField } from './field-types';

/** Per-language limits of a field's texts. */
export const FIELD_TEXT_LIMITS = { label: 200, placeholder: 200, helpText: 1000, option: 200 };

export const LocalizedFieldOptionSchema = z.object({
  // An empty value is refused.
  value: z.string().trim().min(1, 'validation.optionValueRequired').max(200),
  label: localizedTextSchema({ max: FIELD_TEXT_LIMITS.option, required: true }),
});
export type LocalizedFieldOption = z.infer<typeof LocalizedFieldOptionSchema>;

const limit = z.number().finite().min(-1e9).max(1e9);

/** The numbers a field accepts: a minimum no greater than the maximum, a step above zero. */
export const NumberRangeSchema = z
  .object({
    min: limit.optional(),
    max: limit.optional(),
    step: z.number().positive().max(1e9).optional(),
  })
  .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, {
    message: 'validation.rangeMinAboveMax',
    path: ['max'],
  });

/**
 * A field as the site owner writes it and the server stores it: every text the worker reads
 * (label, placeholder, help, options) per language. The worker's form and the rules work on
 * its resolved copy (FormField, see resolve-form.ts).
 */
export const FormFieldSchema = z
  .object({
    id: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'validation.fieldId'),
    type: z.enum(FIELD_TYPES),
    label: localizedTextSchema({ max: FIELD_TEXT_LIMITS.label, required: true }),
    placeholder: localizedTextSchema({
      max: FIELD_TEXT_LIMITS.placeholder,
      required: false,
    }).optional(),
    helpText: localizedTextSchema({ max: FIELD_TEXT_LIMITS.helpText, required: false }).optional(),
    required: z.boolean(),
    options: z.array(LocalizedFieldOptionSchema).max(100).optional(),
    videoUrl: mediaLinkSchema.optional(),
    documentUrl: mediaLinkSchema.optional(),
    quiz: QuizSchema.optional(),
    range: NumberRangeSchema.optional(),
  })
  .superRefine((field, ctx) => {
    // A video field without a video to play would stop every worker at the gate.
    if (offers(field.type, 'video') && !field.videoUrl?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: 'validation.videoRequired' });
    }
  });
export type LocalizedFormField = z.infer<typeof FormFieldSchema>;

export const FormFieldsSchema = z
  .array(FormFieldSchema)
  .max(100)
  .refine((fields) => new Set(fields.map((f) => f.id)).size === fields.length, {
    message: 'validation.duplicateFieldId',
  })
  .refine((fields) => fields.every((f) => offers(f.type, 'quiz') === (f.quiz !== undefined)), {
    message: 'validation.quizQuestionsRequired',
  });

/** A stored field as the server sends it: the same shape, without the input checks. */
export const StoredFormFieldSchema = z.object({
  id: z.string(),
  type: z.enum(FIELD_TYPES),
  label: LocalizedTextSchema,
  placeholder: LocalizedTextSchema.optional(),
  helpText: LocalizedTextSchema.optional(),
  required: z.boolean(),
  options: z.array(z.object({ value: z.string(), label: LocalizedTextSchema })).optional(),
  videoUrl: z.string().optional(),
  documentUrl: z.string().optional(),
  // Loose: the answers are dropped before a worker's copy is sent, and kept in the editor's.
  quiz: z.looseObject({}).optional(),
  range: z
    .object({ min: z.number().optional(), max: z.number().optional(), step: z.number().optional() })
    .optional(),
}) as unknown as z.ZodType<LocalizedFormField>;
