import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AlertTone } from '@/components/ui/alert';
import { saveErrors, zodFieldErrors, type FieldErrors } from './form-errors';

export interface FormMessage {
  tone: Extract<AlertTone, 'error' | 'success'>;
  text: string;
}

/**
 * What a form says about itself: its problems by field and one message for the whole. The
 * browser checks with the server's own schema first; a failed save shows the server's per-field
 * texts and its one sentence, in the page's language.
 */
export function useFormFeedback() {
  const { i18n } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<FormMessage | null>(null);

  /** The schema's output, or null once its problems are shown beside their fields. */
  function check<S extends z.ZodType>(schema: S, value: unknown): z.output<S> | null {
    const parsed = schema.safeParse(value);
    setErrors(parsed.success ? {} : zodFieldErrors(parsed.error, i18n.t));
    return parsed.success ? parsed.data : null;
  }

  function showSaveError(error: unknown) {
    const { fields, message: text } = saveErrors(error, i18n.t);
    setErrors(fields);
    setMessage({ tone: 'error', text });
  }

  return { errors, setErrors, message, setMessage, check, showSaveError };
}
