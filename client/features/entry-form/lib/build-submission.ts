import { answersWith, sendsPicture } from '@shared/fields/field-type-registry';
import type { FormField } from '@shared/schemas/form.schemas';
import type { FormValues } from '@shared/validation/form-rules';
import { dataUrlToBlob, fileNameFor, type ImageValue } from './image-value';

/**
 * formData's JSON (docs/uploads.md): each non-file field by id, booleans for the yes/no
 * answers, strings for the rest. Pictures never go in here.
 */
export function formDataValues(fields: readonly FormField[], values: FormValues): FormValues {
  const result: FormValues = {};
  for (const field of fields) {
    if (answersWith(field.type, 'file')) continue;
    const value = values[field.id];
    result[field.id] = answersWith(field.type, 'yesNo')
      ? value === true
      : typeof value === 'string'
        ? value
        : '';
  }
  return result;
}

export interface SubmissionInput {
  siteCode: string;
  fields: readonly FormField[];
  /** The entry form's version, when it loaded; the server checks against that version. */
  formVersion: number | null;
  language: string;
  values: FormValues;
  files: Record<string, ImageValue>;
}

/**
 * The multipart body of POST /api/entry-requests: siteCode, formData, formVersion and language
 * first, then one part per picture named file_{fieldId}, so the server has read
 * the form's version before the first picture streams in.
 */
export function buildSubmission(input: SubmissionInput): FormData {
  const body = new FormData();
  body.append('siteCode', input.siteCode);
  body.append('formData', JSON.stringify(formDataValues(input.fields, input.values)));
  if (input.formVersion !== null) body.append('formVersion', String(input.formVersion));
  body.append('language', input.language);
  for (const field of input.fields) {
    const image = input.files[field.id];
    if (!sendsPicture(field.type) || !image) continue;
    const blob = dataUrlToBlob(image.dataUrl);
    body.append(`file_${field.id}`, blob, fileNameFor(image.name, blob.type));
  }
  return body;
}
