import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EntryRequestStatus } from '@shared/schemas/entry-request.schemas';
import { buttonClassName } from '@/components/ui/button';
import { ElapsedTimer } from './elapsed-timer';
import { RequestDetails } from './request-details';
import { Surface } from './surface';
import { ComingBadge } from './status-icons';
import { StatusPill } from './status-pill';

const INSTRUCTIONS = ['stay', 'equipment', 'follow'] as const;

/** The safety manager is walking to the gate: orange, with what to do meanwhile. */
export function ComingLook({ request }: { request: EntryRequestStatus }) {
  const { t } = useTranslation('worker');
  return (
    <>
      <Surface tone="coming" className="text-center">
        <ComingBadge />
        <h1 className="mt-4 text-2xl font-bold text-orange-950">{t('waiting.coming.heading')}</h1>
        <StatusPill tone="coming">{t('waiting.coming.status')}</StatusPill>
        <p className="mt-4 text-base leading-relaxed text-orange-950">{t('waiting.coming.text')}</p>
        <ElapsedTimer since={request.createdAt} className="mt-4 text-orange-950" />
      </Surface>
      <Surface>
        <h2 className="text-lg font-bold text-slate-900">
          {t('waiting.coming.instructionsTitle')}
        </h2>
        <ol className="mt-3 space-y-3">
          {INSTRUCTIONS.map((key, index) => (
            <li key={key} className="flex gap-3 text-base leading-relaxed text-slate-800">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-orange-500 font-bold text-white"
              >
                {index + 1}
              </span>
              <span>{t(`waiting.coming.instructions.${key}`)}</span>
            </li>
          ))}
        </ol>
      </Surface>
      <RequestDetails request={request} />
      <Link
        to={`/worker/language?siteId=${request.siteId}`}
        className={buttonClassName('secondary', 'min-h-14 w-full')}
      >
        {t('waiting.coming.backToLanguage')}
      </Link>
    </>
  );
}
