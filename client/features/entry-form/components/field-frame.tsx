import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormField } from '@shared/schemas/form.schemas';
import { textLanguage } from '@/lib/text-language';

/** Ids tying a field's label, help and error to its control. */
export function fieldIds(fieldId: string) {
  return {
    anchor: `field-${fieldId}`,
    control: `input-${fieldId}`,
    label: `label-${fieldId}`,
    help: `help-${fieldId}`,
    error: `error-${fieldId}`,
  };
}

/** aria-describedby for a control: its help text and its error, when shown. */
export function describedBy(field: FormField, error: string | null): string | undefined {
  const ids = fieldIds(field.id);
  const parts = [field.helpText ? ids.help : null, error ? ids.error : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

interface FieldFrameProps {
  field: FormField;
  error: string | null;
  /** A live hint shown before submit, such as the text rule. */
  warning?: string | null;
  /** True when the children hold one control with the control id; else the frame is a group. */
  isSingleControl: boolean;
  children: ReactNode;
}

/**
 * One field: label (with * when required), help text, the control, and below it the warning and
 * the error in red. The anchor takes focus when a submit is refused on this field.
 */
export function FieldFrame({ field, error, warning, isSingleControl, children }: FieldFrameProps) {
  const { t } = useTranslation('entry-form');
  const ids = fieldIds(field.id);
  // Labels are the site's own words, sometimes a Hebrew fallback on an English page: <bdi> with
  // the text's own language keeps its punctuation and direction without moving the page's.
  const labelContent = (
    <>
      <bdi {...textLanguage(field.textLang?.label)}>{field.label}</bdi>
      {field.required && (
        <>
          <span aria-hidden="true" className="text-red-700">
            {' *'}
          </span>
          <span className="sr-only"> ({t('requiredMark')})</span>
        </>
      )}
    </>
  );
  const labelClass = 'block text-base font-semibold text-slate-900';
  return (
    <div
      id={ids.anchor}
      tabIndex={-1}
      role={isSingleControl ? undefined : 'group'}
      aria-labelledby={isSingleControl ? undefined : ids.label}
      className="scroll-mt-6 outline-none"
    >
      {isSingleControl ? (
        <label id={ids.label} htmlFor={ids.control} className={labelClass}>
          {labelContent}
        </label>
      ) : (
        <p id={ids.label} className={labelClass}>
          {labelContent}
        </p>
      )}
      {field.helpText && (
        <p id={ids.help} className="mt-0.5 text-sm text-slate-600">
          <bdi {...textLanguage(field.textLang?.helpText)}>{field.helpText}</bdi>
        </p>
      )}
      <div className="mt-2">{children}</div>
      {warning && !error && (
        <p className="mt-1 text-sm font-medium text-amber-800" aria-live="polite">
          {warning}
        </p>
      )}
      {error && (
        <p id={ids.error} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
