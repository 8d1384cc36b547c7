import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { parseIdDocument } from '@shared/fields/id-document';
import type { EntryAnswer } from '@shared/schemas/entry-review.schemas';
import type { FieldType } from '@shared/schemas/form.schemas';
import { formatDay } from '@/lib/date-format';
import { CertificateAnswer } from './certificate-answer';
import { ImageThumbnail } from './image-thumbnail';

/** An answer the worker gave; empty answers are said before a view is chosen. */
type AnswerView = ComponentType<{ answer: EntryAnswer }>;

const TextAnswer: AnswerView = ({ answer }) => (
  <span dir="auto" className="break-words whitespace-pre-wrap">
    {String(answer.value)}
  </span>
);

const yesNoAnswer =
  (yes: 'details.watched' | 'details.signed' | 'details.yes'): AnswerView =>
  ({ answer }) => {
    const { t } = useTranslation('review');
    if (typeof answer.value !== 'boolean') return <TextAnswer answer={answer} />;
    return <span>{answer.value ? t(yes) : t('details.no')}</span>;
  };

const imagesAnswer =
  (isSignature: boolean): AnswerView =>
  ({ answer }) => (
    <div className="flex flex-wrap gap-2">
      {answer.fileIds.map((fileId) => (
        <ImageThumbnail
          key={fileId}
          fileId={fileId}
          label={answer.label}
          isSignature={isSignature}
        />
      ))}
    </div>
  );

const DateAnswer: AnswerView = ({ answer }) => {
  const { i18n } = useTranslation();
  const { value } = answer;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return <TextAnswer answer={answer} />;
  }
  return <span>{formatDay(value, i18n.language)}</span>;
};

const PhoneAnswer: AnswerView = ({ answer }) => (
  <a href={`tel:${String(answer.value)}`} dir="ltr" className="text-blue-800 underline">
    {String(answer.value)}
  </a>
);

const ImagesAnswer = imagesAnswer(false);

const NumberAnswer: AnswerView = ({ answer }) => {
  const { i18n } = useTranslation();
  const value = Number(String(answer.value).replace(',', '.'));
  if (!Number.isFinite(value)) return <TextAnswer answer={answer} />;
  return <span dir="ltr">{new Intl.NumberFormat(i18n.language).format(value)}</span>;
};

/** The document's kind and country in the reader's language, its number masked by the server. */
const IdDocumentAnswer: AnswerView = ({ answer }) => {
  const { t, i18n } = useTranslation('review');
  const document = parseIdDocument(String(answer.value));
  if (!document) return <TextAnswer answer={answer} />;
  const kind =
    document.kind === 'id'
      ? t('details.israeliId')
      : t('details.passport', {
          country: new Intl.DisplayNames([i18n.language], { type: 'region' }).of(document.country),
        });
  return (
    <span>
      {kind}{' '}
      <bdi dir="ltr" className="font-mono">
        {document.number}
      </bdi>
    </span>
  );
};

/** How staff read each field type's answer (docs/form-fields.md). */
export const ANSWER_VIEWS = {
  text: TextAnswer,
  textarea: TextAnswer,
  email: TextAnswer,
  phone: PhoneAnswer,
  tel: PhoneAnswer,
  date: DateAnswer,
  select: TextAnswer,
  checkbox: yesNoAnswer('details.yes'),
  file: ImagesAnswer,
  signature: imagesAnswer(true),
  video: yesNoAnswer('details.watched'),
  camera: ImagesAnswer,
  scaffolding_select: TextAnswer,
  platform_select: TextAnswer,
  safety_document: yesNoAnswer('details.signed'),
  quiz: TextAnswer,
  number: NumberAnswer,
  id_document: IdDocumentAnswer,
  certificate: CertificateAnswer,
} satisfies Record<FieldType, AnswerView>;
