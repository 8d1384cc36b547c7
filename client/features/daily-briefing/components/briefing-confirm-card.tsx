import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMediaLink } from '@shared/validation/media-link';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { confirmBriefing, workerBriefingQuery } from '@/data/daily-briefings';
import { errorText } from '@/lib/api-client';

/**
 * Today's briefing of the worker's site on his waiting page, which he confirms once a day: a
 * second request the same day finds it confirmed. Nothing when the site has none.
 */
export function BriefingConfirmCard({
  entryRequestId,
  language,
}: {
  entryRequestId: string;
  language: string;
}) {
  const { t, i18n } = useTranslation('worker');
  const client = useQueryClient();
  const briefing = useQuery(workerBriefingQuery(entryRequestId, language));
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const data = briefing.data;
  if (!data?.hasBriefing) return null;

  const confirm = async () => {
    setIsSending(true);
    setFailure(null);
    try {
      await confirmBriefing(client, entryRequestId, data.day);
    } catch (error) {
      setFailure(errorText(error, i18n.t));
    } finally {
      setIsSending(false);
    }
  };

  return (
    <section
      aria-labelledby="daily-briefing"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="daily-briefing" className="text-lg font-bold text-slate-900">
        {t('briefing.title')}
      </h2>
      {data.kind === 'text' ? (
        <p dir="auto" className="text-base whitespace-pre-line text-slate-800">
          {data.content}
        </p>
      ) : (
        isMediaLink(data.content) && (
          <a
            href={data.content}
            target="_blank"
            rel="noreferrer"
            className={buttonClassName('secondary', 'self-start')}
          >
            {data.kind === 'video' ? t('briefing.openVideo') : t('briefing.openDocument')}
          </a>
        )
      )}
      {data.isConfirmed ? (
        <Alert tone="success">{t('briefing.confirmed')}</Alert>
      ) : (
        <Button disabled={isSending} onClick={() => void confirm()}>
          {t('briefing.confirm')}
        </Button>
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
    </section>
  );
}
