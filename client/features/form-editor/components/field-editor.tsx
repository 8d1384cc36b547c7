import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/languages';
import { FIELD_TYPES, type FieldType, type LocalizedFormField } from '@shared/schemas/form.schemas';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { offers } from '@shared/fields/field-type-registry';
import { textErrors } from '../lib/form-draft';
import { LocalizedTextInput } from './localized-text-input';
import { MediaLinkInput } from './media-link-input';
import { OptionsEditor } from './options-editor';
import { QuizEditor } from './quiz-editor';
import { RangeEditor } from './range-editor';
import { newQuestion } from '../lib/quiz-draft';

interface FieldEditorProps {
  field: LocalizedFormField;
  onChange: (field: LocalizedFormField) => void;
  /** The language written beside Hebrew, or null. */
  translateTo: Language | null;
  /** Texts of the problems by property, already translated. */
  errors: Record<string, string>;
}

/** Everything about one field: type, label, placeholder, help, required, and per type the rest. */
export function FieldEditor({ field, onChange, translateTo, errors }: FieldEditorProps) {
  const { t } = useTranslation('manage');
  const set = (patch: Partial<LocalizedFormField>) => onChange({ ...field, ...patch });

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <LocalizedTextInput
        label={t('editor.label')}
        value={field.label}
        onChange={(label) => set({ label })}
        translateTo={translateTo}
        errors={textErrors(errors, 'label')}
        required
        className="md:col-span-2"
      />
      <SelectField
        label={t('editor.type')}
        value={field.type}
        onChange={(event) => {
          const type = event.target.value as FieldType;
          // A field turned into a check starts with one question, as a new check does.
          const quiz =
            offers(type, 'quiz') && !field.quiz
              ? {
                  passMark: 80,
                  maxTries: 2,
                  questions: [
                    newQuestion([], {
                      label: t('quiz.newQuestion'),
                      optionLabel: (n) => t('editor.newOption', { n }),
                    }),
                  ],
                }
              : field.quiz;
          set({ type, quiz });
        }}
      >
        {FIELD_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`fieldTypes.${type}`)}
          </option>
        ))}
      </SelectField>
      {offers(field.type, 'placeholder') && (
        <LocalizedTextInput
          label={t('editor.placeholder')}
          hint={t('editor.placeholderHint')}
          value={field.placeholder ?? { he: '' }}
          onChange={(placeholder) => set({ placeholder })}
          translateTo={translateTo}
          errors={textErrors(errors, 'placeholder')}
          className="md:col-span-2"
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
      <LocalizedTextInput
        label={t('editor.helpText')}
        hint={t('editor.helpTextHint')}
        value={field.helpText ?? { he: '' }}
        rows={2}
        onChange={(helpText) => set({ helpText })}
        translateTo={translateTo}
        errors={textErrors(errors, 'helpText')}
        className="md:col-span-2"
      />
      <CheckboxField
        label={t('editor.required')}
        hint={t('editor.requiredHint')}
        checked={field.required}
        onChange={(event) => set({ required: event.target.checked })}
        className="md:col-span-2"
      />
      {offers(field.type, 'options') && (
        <div className="md:col-span-2">
          <OptionsEditor
            options={field.options ?? []}
            translateTo={translateTo}
            onChange={(options) => set({ options })}
            errors={errors}
          />
        </div>
      )}
      {offers(field.type, 'video') && (
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
      {offers(field.type, 'document') && (
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
      {offers(field.type, 'range') && (
        <RangeEditor
          range={field.range ?? {}}
          onChange={(range) => set({ range })}
          error={errors['range.max'] ?? errors.range}
        />
      )}
      {offers(field.type, 'quiz') && field.quiz && (
        <div className="md:col-span-2">
          <QuizEditor
            quiz={field.quiz}
            onChange={(quiz) => set({ quiz })}
            translateTo={translateTo}
            errors={errors}
          />
        </div>
      )}
    </div>
  );
}
