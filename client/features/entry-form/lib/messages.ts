import type { TFunction } from 'i18next';
import type validation from '@shared/i18n/locales/he/validation.json';
import type { FieldError } from '@shared/validation/form-rules';
import { ApiClientError, errorText } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/** The namespaces the entry form reads, the first one by default. */
export const ENTRY_FORM_NAMESPACES = ['entry-form', 'validation', 'errors', 'common'] as const;
export type EntryT = TFunction<typeof ENTRY_FORM_NAMESPACES>;

/**
 * A text kept in state as a function of t, so an alert shown in Hebrew turns English when the
 * worker switches language, without being produced again.
 */
export type Message = (t: EntryT) => string;

type ValidationKey = keyof typeof validation;

function isValidationKey(key: string): key is ValidationKey {
  return /^[A-Za-z]+$/.test(key);
}

/** The text of one rule's failure (the shared rules answer with `validation` keys). */
export function fieldErrorMessage(error: FieldError): Message {
  const key = error.key as ValidationKey;
  return (t) => t(key, { ns: 'validation', ...error.params });
}

/** One error is shown as it is; more are counted. */
export function summaryMessage(errors: readonly FieldError[]): Message {
  const [first] = errors;
  if (errors.length === 1 && first) return fieldErrorMessage(first);
  return (t) => t('errorsFound', { ns: 'validation', count: errors.length });
}

/**
 * A per-field problem the server sent in details: a `validation` key (bare or prefixed with
 * "validation.") is translated with the field's label, anything else is the server's text.
 */
export function serverFieldMessage(detail: string, label: string): Message {
  const key = detail.replace(/^validation[.:]/, '');
  return (t) =>
    isValidationKey(key) && t(key, { ns: 'validation', label, value: '', defaultValue: '' })
      ? t(key, { ns: 'validation', label, value: '' })
      : detail;
}

/**
 * A failed submission: the server's message, else "Error submitting
 * request", with the HTTP status when the answer could not be read.
 */
export function submitErrorMessage(error: unknown): Message {
  if (error instanceof ApiClientError) {
    // errorText reads the `errors` and `common` texts, in whatever language is shown now.
    if (error.code || error.serverMessage) return () => errorText(error, i18n.t);
    return (t) => t('submit.failedStatus', { status: error.status });
  }
  return (t) => t('submit.failed');
}
