import { Suspense, lazy } from 'react';
import { FILE_FIELD_TYPES } from '@shared/schemas/field-types';
import type { FormField } from '@shared/schemas/form.schemas';
import type { ImageValue } from '../../lib/image-value';
import { FieldFrame } from '../field-frame';
import { CameraField } from './camera-field';
import { CheckboxField } from './checkbox-field';
import { EquipmentField, type EquipmentList } from './equipment-field';
import { ImageUploadField } from './image-upload-field';
import { SafetyDocumentField } from './safety-document-field';
import { SelectField } from './select-field';
import { SignatureField } from './signature-field';
import { TextField } from './text-field';
import { VideoField } from './video-field';

// Few forms hold a comprehension check: its code downloads only with a form that has one.
const QuizField = lazy(async () => ({ default: (await import('./quiz-field')).QuizField }));

interface FormFieldViewProps {
  field: FormField;
  value: unknown;
  image: ImageValue | undefined;
  error: string | null;
  onValue: (fieldId: string, value: unknown) => void;
  onImage: (fieldId: string, image: ImageValue | null) => void;
  scaffolds: EquipmentList;
  platforms: EquipmentList;
  language: string;
  onOpenRegulations: () => void;
  /** What a comprehension check needs: its sitting's site and version, and the material's state. */
  quiz: {
    siteId: number;
    formVersion: number | null;
    isMaterialDone: boolean;
    onReview: () => void;
  };
}

/** One field of the site's form, by its type. */
export function FormFieldView(props: FormFieldViewProps) {
  const { field, value, image, error, onValue, onImage } = props;
  if (FILE_FIELD_TYPES.includes(field.type)) {
    const imageProps = {
      field,
      value: image ?? null,
      error,
      onChange: (next: ImageValue | null) => onImage(field.id, next),
    };
    if (field.type === 'camera') return <CameraField {...imageProps} />;
    if (field.type === 'signature') return <SignatureField {...imageProps} />;
    return <ImageUploadField {...imageProps} />;
  }
  const onChange = (next: unknown) => onValue(field.id, next);
  const text = typeof value === 'string' ? value : '';
  const flag = value === true;
  switch (field.type) {
    case 'select':
      return <SelectField field={field} value={text} onChange={onChange} error={error} />;
    case 'checkbox':
      return <CheckboxField field={field} value={flag} onChange={onChange} error={error} />;
    case 'video':
      return <VideoField field={field} value={flag} onChange={onChange} error={error} />;
    case 'safety_document':
      return (
        <SafetyDocumentField
          field={field}
          value={flag}
          onChange={onChange}
          error={error}
          onOpenRegulations={props.onOpenRegulations}
        />
      );
    case 'quiz':
      return (
        <Suspense
          fallback={
            <FieldFrame field={field} error={error} isSingleControl={false}>
              {null}
            </FieldFrame>
          }
        >
          <QuizField field={field} value={text} onChange={onChange} error={error} {...props.quiz} />
        </Suspense>
      );
    case 'scaffolding_select':
    case 'platform_select':
      return (
        <EquipmentField
          field={field}
          value={text}
          onChange={onChange}
          error={error}
          list={field.type === 'scaffolding_select' ? props.scaffolds : props.platforms}
          language={props.language}
        />
      );
    default:
      return <TextField field={field} value={text} onChange={onChange} error={error} />;
  }
}
