import { Suspense, lazy, type ComponentType } from 'react';
import { fieldType } from '@shared/fields/field-type-registry';
import type { FieldType } from '@shared/schemas/form.schemas';
import { FieldFrame } from '../field-frame';
import { CameraField } from './camera-field';
import { CertificateField } from './certificate-field';
import { CheckboxField } from './checkbox-field';
import { EquipmentField } from './equipment-field';
import type { FieldProps } from './field-props';
import type { FieldViewProps } from './field-view-props';
import { IdDocumentField } from './id-document-field';
import { ImageUploadField } from './image-upload-field';
import { SafetyDocumentField } from './safety-document-field';
import { SelectField } from './select-field';
import { SignatureField } from './signature-field';
import { TextField } from './text-field';
import { VideoField } from './video-field';
import type { ImageValue } from '../../lib/image-value';

// Few forms hold a comprehension check: its code downloads only with a form that has one.
const QuizField = lazy(async () => ({ default: (await import('./quiz-field')).QuizField }));

type FieldView = ComponentType<FieldViewProps>;

/** A control of FieldProps fed from the form's props: its text, yes/no or picture. */
const textView =
  (Control: ComponentType<FieldProps<string>>): FieldView =>
  ({ field, value, error, onValue }) => (
    <Control
      field={field}
      value={typeof value === 'string' ? value : ''}
      onChange={(next) => onValue(field.id, next)}
      error={error}
    />
  );

const yesNoView =
  (Control: ComponentType<FieldProps<boolean>>): FieldView =>
  ({ field, value, error, onValue }) => (
    <Control
      field={field}
      value={value === true}
      onChange={(next) => onValue(field.id, next)}
      error={error}
    />
  );

const imageView =
  (Control: ComponentType<FieldProps<ImageValue | null>>): FieldView =>
  ({ field, image, error, onImage }) => (
    <Control
      field={field}
      value={image ?? null}
      onChange={(next) => onImage(field.id, next)}
      error={error}
    />
  );

const EquipmentView: FieldView = (props) => {
  const { field, value, error, onValue } = props;
  const list = fieldType(field.type).equipmentList ?? 'scaffolds';
  return (
    <EquipmentField
      field={field}
      value={typeof value === 'string' ? value : ''}
      onChange={(next) => onValue(field.id, next)}
      error={error}
      list={props[list]}
      language={props.language}
    />
  );
};

const SafetyDocumentView: FieldView = ({ field, value, error, onValue, onOpenRegulations }) => (
  <SafetyDocumentField
    field={field}
    value={value === true}
    onChange={(next) => onValue(field.id, next)}
    error={error}
    onOpenRegulations={onOpenRegulations}
  />
);

const QuizView: FieldView = ({ field, value, error, onValue, quiz }) => (
  <Suspense
    fallback={
      <FieldFrame field={field} error={error} isSingleControl={false}>
        {null}
      </FieldFrame>
    }
  >
    <QuizField
      field={field}
      value={typeof value === 'string' ? value : ''}
      onChange={(next) => onValue(field.id, next)}
      error={error}
      {...quiz}
    />
  </Suspense>
);

const TextView = textView(TextField);

/** The worker's control for each field type (docs/form-fields.md). */
export const FIELD_VIEWS = {
  text: TextView,
  textarea: TextView,
  email: TextView,
  phone: TextView,
  tel: TextView,
  date: TextView,
  select: textView(SelectField),
  checkbox: yesNoView(CheckboxField),
  file: imageView(ImageUploadField),
  signature: imageView(SignatureField),
  video: yesNoView(VideoField),
  camera: imageView(CameraField),
  scaffolding_select: EquipmentView,
  platform_select: EquipmentView,
  safety_document: SafetyDocumentView,
  quiz: QuizView,
  number: TextView,
  id_document: textView(IdDocumentField),
  certificate: CertificateField,
} satisfies Record<FieldType, FieldView>;
