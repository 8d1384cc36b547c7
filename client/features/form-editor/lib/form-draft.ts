import { offers } from '@shared/fields/field-type-registry';
import { LANGUAGES } from '@shared/i18n/languages';
import type { LocalizedText } from '@shared/i18n/localized-text';
import type { NumberRange } from '@shared/schemas/field-types';
import {
  FormFieldsSchema,
  type FieldType,
  type LocalizedFormField,
} from '@shared/schemas/form.schemas';
import { issueKey } from '@shared/validation/issue-key';
import { cleanQuiz, newQuestion } from './quiz-draft';

/** A field id nobody in the form has yet: the type in camel case and a number. */
export function newFieldId(type: FieldType, fields: readonly LocalizedFormField[]): string {
  const base = type.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());
  const taken = new Set(fields.map((f) => f.id));
  let n = 1;
  while (taken.has(`${base}${n}`)) n++;
  return `${base}${n}`;
}

/** A new field of a type, labelled with the type's name, ready to be edited. */
export function createField(
  type: FieldType,
  fields: readonly LocalizedFormField[],
  texts: { label: string; optionLabel: (n: number) => string },
): LocalizedFormField {
  const field: LocalizedFormField = {
    id: newFieldId(type, fields),
    type,
    label: { he: texts.label },
    required: false,
  };
  if (offers(type, 'options')) {
    field.options = [1, 2].map((n) => ({
      value: `option${n}`,
      label: { he: texts.optionLabel(n) },
    }));
  }
  if (offers(type, 'quiz')) {
    field.required = true;
    field.quiz = { passMark: 80, maxTries: 2, questions: [newQuestion([], texts)] };
  }
  return field;
}

export function moveField(
  fields: readonly LocalizedFormField[],
  index: number,
  offset: -1 | 1,
): LocalizedFormField[] {
  const target = index + offset;
  if (target < 0 || target >= fields.length) return [...fields];
  const next = [...fields];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export function replaceField(
  fields: readonly LocalizedFormField[],
  index: number,
  field: LocalizedFormField,
) {
  return fields.map((current, i) => (i === index ? field : current));
}

export function removeField(
  fields: readonly LocalizedFormField[],
  index: number,
): LocalizedFormField[] {
  return fields.filter((_, i) => i !== index);
}

/**
 * Each language's text trimmed, in the product's order of languages (so two equal texts compare
 * equal however they were typed); a language left empty is not a translation.
 */
export function cleanText(text: LocalizedText): LocalizedText {
  const clean: LocalizedText = { he: text.he.trim() };
  for (const language of LANGUAGES) {
    const value = text[language]?.trim();
    if (language !== 'he' && value) clean[language] = value;
  }
  return clean;
}

/**
 * The field as it is saved: settings that do not apply to its type are dropped (a select turned
 * into text keeps no options), and empty optional texts are left out.
 */
export function cleanField(field: LocalizedFormField): LocalizedFormField {
  const clean: LocalizedFormField = {
    id: field.id,
    type: field.type,
    label: cleanText(field.label),
    required: field.required,
  };
  const placeholder = field.placeholder && cleanText(field.placeholder);
  const helpText = field.helpText && cleanText(field.helpText);
  if (placeholder?.he && offers(field.type, 'placeholder')) clean.placeholder = placeholder;
  if (helpText?.he) clean.helpText = helpText;
  if (offers(field.type, 'options')) {
    clean.options = (field.options ?? []).map((o) => ({
      value: o.value.trim(),
      label: cleanText(o.label),
    }));
  }
  if (offers(field.type, 'video')) clean.videoUrl = field.videoUrl?.trim() ?? '';
  if (offers(field.type, 'document') && field.documentUrl?.trim())
    clean.documentUrl = field.documentUrl.trim();
  if (offers(field.type, 'quiz') && field.quiz) clean.quiz = cleanQuiz(field.quiz);
  if (offers(field.type, 'range') && field.range) clean.range = cleanRange(field.range);
  return clean;
}

/** The limits the owner set; a limit left empty is no limit. */
function cleanRange(range: NumberRange): NumberRange {
  return Object.fromEntries(
    Object.entries(range).filter(
      ([, value]) => typeof value === 'number' && Number.isFinite(value),
    ),
  );
}

/**
 * Problems by field index, then by property ("label", "options.1.value"): keys of the
 * `validation` namespace from the editor's own checks, or the server's translated texts marked
 * with SERVER_TEXT.
 */
export type DraftErrors = Record<number, Record<string, string>>;

function addError(errors: DraftErrors, index: number, property: string, key: string) {
  const forField = (errors[index] ??= {});
  forField[property] ??= key.replace(/^validation\./, '');
}

/**
 * Checks the draft with the server's own schema (a video field has a video to play, links are
 * links), plus what the editor knows a worker needs: a list has at least one option and no value
 * twice.
 */
export function draftErrors(fields: readonly LocalizedFormField[]): DraftErrors {
  const errors: DraftErrors = {};
  const cleaned = fields.map(cleanField);
  const parsed = FormFieldsSchema.safeParse(cleaned);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [index, ...rest] = issue.path;
      if (typeof index === 'number')
        addError(errors, index, rest.join('.') || 'id', issueKey(issue));
    }
  }
  const ids = new Map<string, number>();
  cleaned.forEach((field, index) => {
    const first = ids.get(field.id);
    if (first !== undefined) addError(errors, index, 'id', 'duplicateFieldId');
    else ids.set(field.id, index);
    if (offers(field.type, 'options')) {
      if (!field.options?.length) addError(errors, index, 'options', 'optionsRequired');
      const values = field.options?.map((o) => o.value.toLowerCase()) ?? [];
      values.forEach((value, i) => {
        if (value && values.indexOf(value) !== i)
          addError(errors, index, `options.${i}.value`, 'optionDuplicate');
      });
    }
  });
  return errors;
}

/**
 * The problems of one text by language ("he", "ru"), from the field's problems by property
 * ("label.ru"); a problem of the text as a whole (an unknown language) comes under "".
 */
export function textErrors(
  errors: Record<string, string>,
  property: string,
): Record<string, string | undefined> {
  const found: Record<string, string | undefined> = { '': errors[property] };
  for (const [path, text] of Object.entries(errors)) {
    if (path.startsWith(`${property}.`)) found[path.slice(property.length + 1)] = text;
  }
  return found;
}

const SERVER_TEXT = '=';
export const isServerText = (problem: string) => problem.startsWith(SERVER_TEXT);
export const serverText = (problem: string) => problem.slice(SERVER_TEXT.length);

/**
 * The server's per-field answer ("formFields.3.options.0.value": text) as DraftErrors; the
 * texts are already in the user's language.
 */
export function serverDraftErrors(details: Record<string, string> | undefined): DraftErrors {
  const errors: DraftErrors = {};
  for (const [path, text] of Object.entries(details ?? {})) {
    const match = /^formFields\.(\d+)\.?(.*)$/.exec(path);
    if (match) (errors[Number(match[1])] ??= {})[match[2] || 'id'] = `${SERVER_TEXT}${text}`;
  }
  return errors;
}

export const sameFields = (a: readonly LocalizedFormField[], b: readonly LocalizedFormField[]) =>
  JSON.stringify(a.map(cleanField)) === JSON.stringify(b.map(cleanField));
