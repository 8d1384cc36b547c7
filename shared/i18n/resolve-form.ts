import type { FieldTextKey, FormField } from '../schemas/field-types';
import type { LocalizedFormField } from '../schemas/form.schemas';
import type { Language } from './languages';
import { resolveText, type LocalizedText } from './localized-text';
import { resolveQuiz } from './resolve-quiz';

/**
 * A stored field in one reader's language (their own, else English, else Hebrew), with the
 * language each text ended up in. The worker's form renders it; the rules on both sides check
 * answers against it, so an error names the field as the worker read it.
 */
export function resolveFormField(field: LocalizedFormField, language: Language): FormField {
  const textLang: Partial<Record<FieldTextKey, Language>> = {};
  const resolve = (key: FieldTextKey, text: LocalizedText | undefined) => {
    const resolved = resolveText(text, language);
    if (!resolved.text) return undefined;
    textLang[key] = resolved.lang;
    return resolved.text;
  };
  const shown: FormField = {
    id: field.id,
    type: field.type,
    label: resolve('label', field.label) ?? '',
    required: field.required,
    textLang,
  };
  const placeholder = resolve('placeholder', field.placeholder);
  const helpText = resolve('helpText', field.helpText);
  if (placeholder) shown.placeholder = placeholder;
  if (helpText) shown.helpText = helpText;
  if (field.options) {
    shown.options = field.options.map((option) => {
      const label = resolveText(option.label, language);
      return { value: option.value, label: label.text, lang: label.lang };
    });
  }
  if (field.videoUrl !== undefined) shown.videoUrl = field.videoUrl;
  if (field.documentUrl !== undefined) shown.documentUrl = field.documentUrl;
  if (field.quiz) shown.quiz = resolveQuiz(field.quiz, language);
  if (field.range) shown.range = field.range;
  return shown;
}

export function resolveFormFields(
  fields: readonly LocalizedFormField[],
  language: Language,
): FormField[] {
  return fields.map((field) => resolveFormField(field, language));
}

/** A text reduced to what a reader of `language` sees of it, in the language it is in. */
function inLanguage(text: LocalizedText, language: Language): LocalizedText {
  const { text: shown, lang } = resolveText(text, language);
  return lang === 'he' ? { he: shown } : { he: '', [lang]: shown };
}

/**
 * The stored fields with each text only as a reader of `language` sees it: what the server's
 * worker form page carries (server/modules/worker-page), a ninth of the form in every language.
 * resolveFormFields gives the same fields from it as from the whole form, in that language.
 */
export function fieldsInLanguage(
  fields: readonly LocalizedFormField[],
  language: Language,
): LocalizedFormField[] {
  const reduce = (text: LocalizedText | undefined) => text && inLanguage(text, language);
  return fields.map((field) => ({
    ...field,
    label: inLanguage(field.label, language),
    ...(field.placeholder && { placeholder: reduce(field.placeholder) }),
    ...(field.helpText && { helpText: reduce(field.helpText) }),
    ...(field.options && {
      options: field.options.map((option) => ({
        ...option,
        label: inLanguage(option.label, language),
      })),
    }),
    ...(field.quiz && {
      quiz: {
        ...field.quiz,
        questions: field.quiz.questions.map((question) => ({
          ...question,
          text: inLanguage(question.text, language),
          options: question.options.map((option) => ({
            ...option,
            label: inLanguage(option.label, language),
          })),
        })),
      },
    }),
  }));
}
