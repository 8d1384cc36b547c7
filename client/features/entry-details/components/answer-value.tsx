import { useTranslation } from 'react-i18next';
import type { EntryAnswer } from '@shared/schemas/entry-review.schemas';
import { formatDay } from '@/lib/date-format';
import { ImageThumbnail } from './image-thumbnail';

const BOOLEAN_TEXT: Record<string, { yes: 'details.watched' | 'details.signed' | 'details.yes' }> =
  {
    video: { yes: 'details.watched' },
    safety_document: { yes: 'details.signed' },
  };

/** What the worker answered in one field, shown by the field's type. */
export function AnswerValue({ answer }: { answer: EntryAnswer }) {
  const { t, i18n } = useTranslation('review');
  if (answer.fileIds.length > 0) {
    return (
      <div className="flex flex-wrap gap-2">
        {answer.fileIds.map((fileId) => (
          <ImageThumbnail
            key={fileId}
            fileId={fileId}
            label={answer.label}
            isSignature={answer.type === 'signature'}
          />
        ))}
      </div>
    );
  }
  const { value } = answer;
  if (value === null || value === '') {
    return <span className="text-slate-500">{t('details.noAnswer')}</span>;
  }
  if (typeof value === 'boolean') {
    return (
      <span>{value ? t(BOOLEAN_TEXT[answer.type]?.yes ?? 'details.yes') : t('details.no')}</span>
    );
  }
  if (answer.type === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return <span>{formatDay(value, i18n.language)}</span>;
  }
  if ((answer.type === 'phone' || answer.type === 'tel') && typeof value === 'string') {
    return (
      <a href={`tel:${value}`} dir="ltr" className="text-blue-800 underline">
        {value}
      </a>
    );
  }
  return (
    <span dir="auto" className="break-words whitespace-pre-wrap">
      {String(value)}
    </span>
  );
}
