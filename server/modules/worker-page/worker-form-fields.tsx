/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import { FIELD_AUTOCOMPLETE } from '@shared/fields/autocomplete';
import { fieldType } from '@shared/fields/field-type-registry';
import { directionOf, type Language } from '@shared/i18n/languages';
import type { FormField } from '@shared/schemas/form.schemas';
import { INPUT_BASE, INPUT_PLAIN } from '@shared/ui/control-look';
import { catalogText } from '../../lib/catalog';

/*
 * The worker form's fields as the app's field components draw them before anything is typed
 * (client/features/entry-form/components/field-frame.tsx and fields/): the same ids, labels,
 * required marks and classes, so the app's first render replaces them without a visible change
 * (e2e/worker-form-boot.spec.ts compares the two). A type whose row names a plain control is
 * drawn with it, ready to type in; any other is its label and frame until the app draws it.
 */

/** The app's inputClassName with no error or warning. */
const INPUT_CLASS = `${INPUT_BASE} ${INPUT_PLAIN}`;

const textLanguage = (language: Language | undefined) =>
  language ? { lang: language, dir: directionOf(language) } : {};

const ids = (fieldId: string) => ({
  anchor: `field-${fieldId}`,
  control: `input-${fieldId}`,
  label: `label-${fieldId}`,
  help: `help-${fieldId}`,
});

interface DrawnField {
  field: FormField;
  language: Language;
}

function Label({ field, language }: DrawnField) {
  return (
    <>
      <bdi {...textLanguage(field.textLang?.label)}>{field.label}</bdi>
      {field.required && (
        <>
          <span aria-hidden="true" className="text-red-700">
            {' *'}
          </span>
          <span className="sr-only"> ({catalogText(language, 'entry-form', 'requiredMark')})</span>
        </>
      )}
    </>
  );
}

function Frame({
  field,
  language,
  isSingleControl,
  children,
}: DrawnField & { isSingleControl: boolean; children?: ComponentChildren }) {
  const { anchor, control, label, help } = ids(field.id);
  const labelClass = 'block text-base font-semibold text-slate-900';
  return (
    <div
      id={anchor}
      tabIndex={-1}
      role={isSingleControl ? undefined : 'group'}
      aria-labelledby={isSingleControl ? undefined : label}
      className="scroll-mt-6 outline-none"
    >
      {isSingleControl ? (
        <label id={label} for={control} className={labelClass}>
          <Label field={field} language={language} />
        </label>
      ) : (
        <p id={label} className={labelClass}>
          <Label field={field} language={language} />
        </p>
      )}
      {field.helpText && (
        <p id={help} className="mt-0.5 text-sm text-slate-600">
          <bdi {...textLanguage(field.textLang?.helpText)}>{field.helpText}</bdi>
        </p>
      )}
      <div className="mt-2">{children}</div>
    </div>
  );
}

const controlOf = (field: FormField) => ({
  id: ids(field.id).control,
  name: field.id,
  required: field.required,
  'aria-describedby': field.helpText ? ids(field.id).help : undefined,
});

function TextBox({ field, language }: DrawnField) {
  const input = fieldType(field.type).input ?? { type: 'text' };
  const common = { ...controlOf(field), placeholder: field.placeholder, className: INPUT_CLASS };
  return (
    <Frame field={field} language={language} isSingleControl>
      {input.multiline ? (
        <textarea {...common} dir="auto" rows={3} />
      ) : input.type === 'date' ? (
        <input {...common} type="date" />
      ) : (
        <input
          {...common}
          type={input.type}
          // Preact's types know a text box of several types only as one with a suggestion list.
          list={undefined}
          inputMode={input.inputMode}
          dir="auto"
          autoComplete={FIELD_AUTOCOMPLETE[field.id]}
        />
      )}
    </Frame>
  );
}

function Select({ field, language }: DrawnField) {
  const options = (field.options ?? []).filter((option) => option.value.trim() !== '');
  return (
    <Frame field={field} language={language} isSingleControl>
      <select {...controlOf(field)} className={INPUT_CLASS}>
        <option value="" disabled hidden selected>
          {field.placeholder || catalogText(language, 'entry-form', 'select.placeholder')}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value} {...textLanguage(option.lang)}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

function Checkbox({ field, language }: DrawnField) {
  const { anchor, control, help } = ids(field.id);
  return (
    <div id={anchor} tabIndex={-1} className="scroll-mt-6 outline-none">
      <label
        for={control}
        className="flex min-h-11 cursor-pointer items-start gap-3 text-base text-slate-900"
      >
        <input
          {...controlOf(field)}
          type="checkbox"
          className="mt-0.5 size-6 shrink-0 accent-blue-900"
        />
        <span className="font-semibold">
          <Label field={field} language={language} />
        </span>
      </label>
      {field.helpText && (
        <p id={help} className="ms-9 text-sm text-slate-600">
          <bdi {...textLanguage(field.textLang?.helpText)}>{field.helpText}</bdi>
        </p>
      )}
    </div>
  );
}

const PLAIN_CONTROLS = { input: TextBox, select: Select, checkbox: Checkbox };

/** One field of the form: its plain control, or its label and frame for the app to fill. */
export function WorkerFormField({ field, language }: DrawnField) {
  const plain = fieldType(field.type).plainControl;
  if (!plain) return <Frame field={field} language={language} isSingleControl={false} />;
  const Control = PLAIN_CONTROLS[plain];
  return <Control field={field} language={language} />;
}
