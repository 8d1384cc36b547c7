import { useTranslation } from 'react-i18next';
import { FIELD_TYPES, type FieldType, type FormField } from '@shared/schemas/form.schemas';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { hasDocument, hasOptions, hasPlaceholder, hasVideo } from '../lib/form-draft';
import { MediaLinkInput } from './media-link-input';
import { OptionsEditor } from './options-editor';

interface FieldEditorProps {
  field: FormField;
  onChange: (field: FormField) => void;
  /** Texts of the problems by property, already translated. */
  errors: Record<string, string>;
}

/** Everything about one field: type, label, placeholder, help, required, and per type the rest. */
export function FieldEditor({ field, onChange, errors }: FieldEditorProps) {
  const { t } = useTranslation('manage');
  const set = (patch: Partial<FormField>) => onChange({ ...field, ...patch });

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextField
        label={t('editor.label')}
        value={field.label}
        onChange={(event) => set({ label: event.target.value })}
        error={errors.label}
        required
      />
      <SelectField
        label={t('editor.type')}
        value={field.type}
        onChange={(event) => set({ type: event.target.value as FieldType })}
      >
        {FIELD_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`fieldTypes.${type}`)}
          </option>
        ))}
      </SelectField>
      {hasPlaceholder(field.type) && (
        <TextField
          label={t('editor.placeholder')}
          hint={t('editor.placeholderHint')}
          value={field.placeholder ?? ''}
          onChange={(event) => set({ placeholder: event.target.value })}
          error={errors.placeholder}
        />
      )}
      <TextField
        label={t('editor.fieldId')}
        hint={t('editor.fieldIdHint')}
        value={field.id}
        dir="ltr"
        onChange={(event) => set({ id: event.target.value.trim() })}
        error={errors.id}
      />
      <TextAreaField
        label={t('editor.helpText')}
        hint={t('editor.helpTextHint')}
        value={field.helpText ?? ''}
        rows={2}
        onChange={(event) => set({ helpText: event.target.value })}
        error={errors.helpText}
        className="md:col-span-2"
      />
      <CheckboxField
        label={t('editor.required')}
        hint={t('editor.requiredHint')}
        checked={field.required}
        onChange={(event) => set({ required: event.target.checked })}
        className="md:col-span-2"
      />
      {hasOptions(field.type) && (
        <div className="md:col-span-2">
          <OptionsEditor
            options={field.options ?? []}
            onChange={(options) => set({ options })}
            errors={errors}
          />
        </div>
      )}
      {hasVideo(field.type) && (
        <div className="md:col-span-2">
          <MediaLinkInput
            kind="video"
            label={t('editor.videoUrl')}
            hint={t('editor.videoUrlHint')}
            value={field.videoUrl ?? ''}
            onChange={(videoUrl) => set({ videoUrl })}
            error={errors.videoUrl}
          />
        </div>
      )}
      {hasDocument(field.type) && (
        <div className="md:col-span-2">
          <MediaLinkInput
            kind="document"
            label={t('editor.documentUrl')}
            hint={t('editor.documentUrlHint')}
            value={field.documentUrl ?? ''}
            onChange={(documentUrl) => set({ documentUrl })}
            error={errors.documentUrl}
          />
        </div>
      )}
    </div>
  );
}
