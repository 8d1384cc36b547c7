import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { SubmitPhase } from '../hooks/use-submit-entry';

interface SubmitSectionProps {
  phase: SubmitPhase;
  alert: string | null;
  hasSendFailed: boolean;
  isPreview: boolean;
  isPreviewValid: boolean;
}

/** The error alert, the submit button with its sending label, and the upload's progress. */
export function SubmitSection(props: SubmitSectionProps) {
  const { phase, alert, hasSendFailed, isPreview, isPreviewValid } = props;
  const { t } = useTranslation('entry-form');
  const isSending = phase.kind === 'sending';
  const percent = isSending && phase.progress !== null ? Math.round(phase.progress * 100) : null;
  const label = !isSending
    ? isPreview
      ? t('preview.check')
      : t('submit.send')
    : percent !== null
      ? t('submit.uploading', { percent })
      : t('submit.sending');

  return (
    <div className="space-y-3">
      {alert && (
        <div
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-base text-red-800"
        >
          <p className="font-semibold">{alert}</p>
          {hasSendFailed && !isPreview && (
            <p className="mt-1 text-sm">{t('submit.keptOnDevice')}</p>
          )}
        </div>
      )}
      {isPreviewValid && (
        <p
          role="status"
          className="rounded-lg border border-green-300 bg-green-50 p-3 text-green-900"
        >
          {t('preview.valid')}
        </p>
      )}
      {isSending && phase.retry && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('submit.retrying', {
            seconds: Math.round(phase.retry.delayMs / 1000),
            attempt: phase.retry.attempt,
            total: phase.retry.total,
          })}
        </p>
      )}
      <Button type="submit" disabled={isSending} aria-busy={isSending} className="w-full text-lg">
        {label}
      </Button>
      {isSending && (
        <div
          role="progressbar"
          aria-label={t('submit.sending')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent ?? undefined}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className={
              percent === null
                ? 'h-full w-1/3 animate-pulse bg-blue-900'
                : 'h-full bg-blue-900 transition-[width]'
            }
            style={percent === null ? undefined : { width: `${percent}%` }}
          />
        </div>
      )}
    </div>
  );
}
