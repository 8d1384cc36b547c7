import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '@shared/i18n/languages';
import { FIELD_TYPES, type FieldType, type LocalizedFormField } from '@shared/schemas/form.schemas';
import type { ManagedSite } from '@shared/schemas/site-admin.schemas';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { CheckboxField, SelectField } from '@/components/ui/field';
import { ApiClientError, errorText } from '@/lib/api-client';
import { useSaveSiteForm } from '../api/save-site-form';
import {
  cleanField,
  createField,
  draftErrors,
  isServerText,
  moveField,
  removeField,
  replaceField,
  sameFields,
  serverDraftErrors,
  serverText,
  type DraftErrors,
} from '../lib/form-draft';
import { previewUrl } from '../lib/preview-url';
import { languagesMissingFromForm } from '../lib/translation-status';
import { FieldRow } from './field-row';
import { TranslateToPicker } from './translate-to-picker';

interface FormEditorProps {
  site: ManagedSite;
  /** The fields workers see now, and their version. */
  saved: { version: number; formFields: LocalizedFormField[] };
}

/**
 * Builds the site's entry form: fields of every type added, edited, ordered and removed, then
 * saved as a new version. Problems are shown on the fields themselves.
 */
export function FormEditor({ site, saved }: FormEditorProps) {
  const { t, i18n } = useTranslation(['manage', 'validation']);
  const [fields, setFields] = useState<LocalizedFormField[]>(saved.formFields);
  const [translateTo, setTranslateTo] = useState<Language | null>(null);
  const [previewLanguage, setPreviewLanguage] = useState<Language>(
    isLanguage(i18n.language) ? i18n.language : 'he',
  );
  // Saving with languages missing is allowed, once the editor has seen which ones.
  const [missingWarned, setMissingWarned] = useState<Language[] | null>(null);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [newType, setNewType] = useState<FieldType>('text');
  const [errors, setErrors] = useState<DraftErrors>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const save = useSaveSiteForm();
  const [isMajorChange, setIsMajorChange] = useState(false);
  // A version saved elsewhere (a restore) replaces the draft: React's "adjust state on a prop
  // change" pattern, without an effect.
  const [shownVersion, setShownVersion] = useState(saved.version);
  if (saved.version !== shownVersion) {
    setShownVersion(saved.version);
    setFields(saved.formFields);
    setErrors({});
  }
  const isDirty = !sameFields(fields, saved.formFields);

  // Leaving with unsaved changes asks first, as a document editor would.
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  // The editor's own checks carry keys of the validation namespace, chosen at run time.
  const validationText = t as unknown as (key: string, options: Record<string, unknown>) => string;
  const translated = (index: number): Record<string, string> =>
    Object.fromEntries(
      Object.entries(errors[index] ?? {}).map(([property, problem]) => [
        property,
        isServerText(problem)
          ? serverText(problem)
          : validationText(problem, { ns: 'validation', label: fields[index]?.label.he ?? '' }),
      ]),
    );

  const change = (next: LocalizedFormField[]) => {
    setFields(next);
    setMessage(null);
    setMissingWarned(null);
    if (Object.keys(errors).length) setErrors(draftErrors(next));
  };

  const add = () => {
    const field = createField(newType, fields, {
      label: t(`fieldTypes.${newType}`),
      optionLabel: (n) => t('editor.newOption', { n }),
    });
    change([...fields, field]);
    setOpenIndex(fields.length);
  };

  const submit = () => {
    const found = draftErrors(fields);
    setErrors(found);
    const first = Object.keys(found)
      .map(Number)
      .sort((a, b) => a - b)[0];
    if (first !== undefined) {
      setOpenIndex(first);
      setMessage({
        tone: 'error',
        text: t('editor.fixErrors', { count: Object.keys(found).length }),
      });
      return;
    }
    const missing = languagesMissingFromForm(fields);
    if (missing.length > 0 && missingWarned === null) {
      setMissingWarned(missing);
      return;
    }
    setMissingWarned(null);
    save.mutate(
      { siteId: site.id, formFields: fields.map(cleanField), isMajorChange },
      {
        onSuccess: (result) => {
          setFields(result.formFields);
          setIsMajorChange(false);
          setMessage({ tone: 'success', text: t('editor.saved', { version: result.version }) });
        },
        onError: (error) => {
          const found = serverDraftErrors(
            error instanceof ApiClientError ? error.details : undefined,
          );
          setErrors(found);
          const first = Object.keys(found)
            .map(Number)
            .sort((a, b) => a - b)[0];
          if (first !== undefined) setOpenIndex(first);
          setMessage({ tone: 'error', text: errorText(error, i18n.t) });
        },
      },
    );
  };

  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>{t('editor.title', { name: site.name })}</CardTitle>
          <p className="mt-1 text-sm text-slate-600">
            {t('editor.version', { version: saved.version })}
            {isDirty && (
              <span className="ms-2 font-semibold text-amber-800">{t('editor.unsaved')}</span>
            )}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            label={t('translation.previewLanguage')}
            value={previewLanguage}
            onChange={(event) => {
              if (isLanguage(event.target.value)) setPreviewLanguage(event.target.value);
            }}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </SelectField>
          <a
            href={previewUrl(site, previewLanguage)}
            target="_blank"
            rel="noreferrer"
            className={buttonClassName('secondary', 'mb-0.5')}
          >
            {t('editor.preview')}
          </a>
        </div>
      </div>
      <TranslateToPicker value={translateTo} onChange={setTranslateTo} className="mt-4 max-w-xs" />
      {isDirty && <p className="mt-2 text-sm text-slate-600">{t('editor.previewShowsSaved')}</p>}

      <ol className="mt-4 flex flex-col gap-2" aria-label={t('editor.fieldsList')}>
        {fields.map((field, index) => (
          <FieldRow
            key={`${index}-${field.id}`}
            field={field}
            index={index}
            count={fields.length}
            isOpen={openIndex === index}
            translateTo={translateTo}
            errors={translated(index)}
            onToggle={() => setOpenIndex(openIndex === index ? null : index)}
            onChange={(next) => change(replaceField(fields, index, next))}
            onMove={(offset) => {
              change(moveField(fields, index, offset));
              if (openIndex === index) setOpenIndex(index + offset);
            }}
            onRemove={() => {
              change(removeField(fields, index));
              setOpenIndex(null);
            }}
          />
        ))}
      </ol>
      {fields.length === 0 && <p className="mt-4 text-slate-600">{t('editor.empty')}</p>}

      <div className="mt-4 flex flex-wrap items-end gap-3 rounded-lg bg-slate-50 p-3">
        <SelectField
          label={t('editor.newFieldType')}
          value={newType}
          onChange={(event) => setNewType(event.target.value as FieldType)}
          className="min-w-[min(14rem,100%)] flex-1"
        >
          {FIELD_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`fieldTypes.${type}`)}
            </option>
          ))}
        </SelectField>
        <Button variant="secondary" onClick={add}>
          {t('editor.addField')}
        </Button>
      </div>

      {message && (
        <Alert tone={message.tone} className="mt-4">
          {message.text}
        </Alert>
      )}
      {missingWarned && (
        <Alert tone="warning" className="mt-4">
          {t('translation.missingOnSave', {
            languages: missingWarned.map((language) => LANGUAGE_NAMES[language]).join(', '),
          })}
        </Alert>
      )}
      <CheckboxField
        label={t('editor.majorChange')}
        hint={t('editor.majorChangeHint')}
        checked={isMajorChange}
        onChange={(event) => setIsMajorChange(event.target.checked)}
        className="mt-4"
      />
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={submit} disabled={save.isPending || !isDirty}>
          {save.isPending
            ? t('saving')
            : missingWarned
              ? t('translation.saveAnyway')
              : t('editor.save')}
        </Button>
        <Button
          variant="secondary"
          disabled={!isDirty || save.isPending}
          onClick={() => {
            setFields(saved.formFields);
            setErrors({});
            setMessage(null);
          }}
        >
          {t('editor.discard')}
        </Button>
      </div>
    </Card>
  );
}
