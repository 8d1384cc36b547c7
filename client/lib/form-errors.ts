import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { issueKey } from '@shared/validation/issue-key';
import { ApiClientError, errorText } from './api-client';

export type FieldErrors = Record<string, string>;

/**
 * The problems of a form checked in the browser with the same zod schema as the server, by
 * field: the first problem of each field, named by issueKey and translated from the `validation`
 * namespace, so zod's own English never reaches the page.
 */
export function zodFieldErrors(error: z.ZodError, t: TFunction): FieldErrors {
  // Messages are keys chosen at run time, so they cannot be checked against the catalog type.
  const translate = t as unknown as (key: string, options: Record<string, unknown>) => string;
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    if (errors[field]) continue;
    errors[field] = translate(issueKey(issue), { ns: 'validation' });
  }
  return errors;
}

/** What a failed save says: the server's per-field texts, and one sentence for the whole. */
export function saveErrors(error: unknown, t: TFunction): { fields: FieldErrors; message: string } {
  const fields = error instanceof ApiClientError ? (error.details ?? {}) : {};
  return { fields, message: errorText(error, t) };
}
