import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { fieldType } from '@shared/fields/field-type-registry';
import type { FieldType, FormField } from '@shared/schemas/form.schemas';
import { loadNamespaces } from '@/lib/i18n';
import { FieldFrame } from '../field-frame';
import { CameraField } from './camera-field';
import { CheckboxField } from './checkbox-field';
import { EquipmentField } from './equipment-field';
import type { FieldProps } from './field-props';
import type { FieldViewProps } from './field-view-props';
import { ImageUploadField } from './image-upload-field';
import { SafetyDocumentField } from './safety-document-field';
import { SelectField } from './select-field';
import { SignatureField } from './signature-field';
import { TextField } from './text-field';
import { VideoField } from './video-field';
import type { ImageValue } from '../../lib/image-value';

// Few forms hold a comprehension check, a certificate or an identity document (the built-in form
// none): their code, and the certificate's texts, download only with a form that has one.
const QuizField = lazy(async () => ({ default: (await import('./quiz-field')).QuizField }));
const CertificateField = lazy(async () => {
  const [module] = await Promise.all([
    import('./certificate-field'),
    loadNamespaces(['certificates']),
  ]);
  return { default: module.CertificateField };
});
const IdDocumentField = lazy(async () => ({
  default: (await import('./id-document-field')).IdDocumentField,
}));

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

/** A field whose code is still downloading: its label and error, so the form does not jump. */
const Downloading = ({
  field,
  error,
  children,
}: {
  field: FormField;
  error: string | null;
  children: ReactNode;
}) => (
  <Suspense
    fallback={
      <FieldFrame field={field} error={error} isSingleControl={false}>
        {null}
      </FieldFrame>
    }
  >
    {children}
  </Suspense>
);

const QuizView: FieldView = ({ field, value, error, onValue, quiz }) => (
  <Downloading field={field} error={error}>
    <QuizField
      field={field}
      value={typeof value === 'string' ? value : ''}
      onChange={(next) => onValue(field.id, next)}
      error={error}
      {...quiz}
    />
  </Downloading>
);

const CertificateView: FieldView = (props) => (
  <Downloading field={props.field} error={props.error}>
    <CertificateField {...props} />
  </Downloading>
);

const IdDocumentView: FieldView = ({ field, value, error, onValue }) => (
  <Downloading field={field} error={error}>
    <IdDocumentField
      field={field}
      value={typeof value === 'string' ? value : ''}
      onChange={(next) => onValue(field.id, next)}
      error={error}
    />
  </Downloading>
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
  id_document: IdDocumentView,
  certificate: CertificateView,
} satisfies Record<FieldType, FieldView>;
