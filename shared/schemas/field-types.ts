import type { Language } from '../i18n/languages';
import type { ShownQuiz } from './quiz-field';

/**
 * The types of a site's form fields, apart from the zod schemas so that code needing only the
 * list (the shared rules, the worker's form) does not bring zod into the worker's bundle.
 */
export const FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'phone',
  'tel',
  'date',
  'select',
  'checkbox',
  'file',
  'signature',
  'video',
  'camera',
  'scaffolding_select',
  'platform_select',
  'safety_document',
  'quiz',
  'number',
  'id_document',
  'certificate',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** The texts of a field the worker reads, each of which may fall back to another language. */
export type FieldTextKey = 'label' | 'placeholder' | 'helpText';

/** The numbers a field accepts, set in the editor for the types that offer a range. */
export interface NumberRange {
  min?: number;
  max?: number;
  /** The answer is a whole number of steps from the minimum (or from 0). */
  step?: number;
}

export interface FieldOption {
  value: string;
  label: string;
  /** The language of the label when it is not the reader's own (a fallback). */
  lang?: Language;
}

/**
 * A field in one reader's language: what the worker's form renders and the form rules check, on
 * the client and on the server alike. Built from the stored field by resolveFormFields.
 */
export interface FormField {
  id: string;
  type: FieldType;
  label: string;
  placeholder?: string;
  helpText?: string;
  required: boolean;
  options?: FieldOption[];
  videoUrl?: string;
  documentUrl?: string;
  /** A comprehension check's questions, without their answers. */
  quiz?: ShownQuiz;
  range?: NumberRange;
  /** The language of each text, so a fallback is marked with its own lang and direction. */
  textLang?: Partial<Record<FieldTextKey, Language>>;
}
