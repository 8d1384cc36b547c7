import { useTranslation } from 'react-i18next';
import { isKept, readCertificateAnswer } from '@shared/certificates/certificate-answer';
import type { EntryAnswer } from '@shared/schemas/entry-review.schemas';
import { formatDay } from '@/lib/date-format';
import { ImageThumbnail } from './image-thumbnail';

/**
 * A worker's certificate as staff read it: its kind and domains in the reader's language, its
 * numbers, dates and the card's photo. Managers verify it on the certificates screen once the
 * request is approved and the certificate is kept with the worker.
 */
export function CertificateAnswer({ answer }: { answer: EntryAnswer }) {
  const { t, i18n } = useTranslation('certificates');
  const card = readCertificateAnswer(String(answer.value));
  if (!card) {
    return (
      <span dir="auto" className="break-words">
        {String(answer.value)}
      </span>
    );
  }
  if (isKept(card)) return <span>{t('answer.kept')}</span>;
  const day = (value: string) => formatDay(value, i18n.language);
  return (
    <div className="flex flex-col gap-1">
      <span className="font-semibold">
        {t(`kinds.${card.kind}` as 'kinds.work_at_height', { defaultValue: card.kind })}
        {card.domains.length > 0 &&
          ` · ${card.domains.map((d) => t(`domains.${d}` as 'domains.roofs')).join(', ')}`}
      </span>
      <span>
        {t('field.number')}: <bdi dir="ltr">{card.number}</bdi>
        {card.instructorRegistration && (
          <>
            {' · '}
            {t('screen.instructor', { number: card.instructorRegistration })}
          </>
        )}
      </span>
      <span>
        {t('screen.dates', { from: day(card.issuedOn), to: day(card.expiresOn) })}
        {' · '}
        {t('screen.born', { date: day(card.dateOfBirth) })}
      </span>
      <div className="flex flex-wrap gap-2">
        {answer.fileIds.map((fileId) => (
          <ImageThumbnail key={fileId} fileId={fileId} label={answer.label} isSignature={false} />
        ))}
      </div>
    </div>
  );
}
