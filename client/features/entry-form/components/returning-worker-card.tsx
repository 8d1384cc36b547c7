import { useTranslation } from 'react-i18next';
import type { Recognition } from '@shared/schemas/worker-recognition.schemas';
import { Button } from '@/components/ui/button';

type Known = Extract<Recognition, { isRecognized: true }>;

interface ReturningWorkerCardProps {
  known: Known;
  onForget: () => void;
  isForgetting: boolean;
  hasFailed: boolean;
}

/**
 * Tells a recognised worker that his details are filled in, lets him say it is not him, and
 * shows what this phone remembers with the way to erase it.
 */
export function ReturningWorkerCard({
  known,
  onForget,
  isForgetting,
  hasFailed,
}: ReturningWorkerCardProps) {
  const { t, i18n } = useTranslation('entry-form');
  const name = `${known.firstName} ${known.lastName}`.trim();
  const since = new Date(known.rememberedSince).toLocaleDateString(i18n.language);
  const rows: [string, string][] = [
    [t('returning.name'), name],
    [t('returning.phone'), known.phone],
    [t('returning.company'), known.company],
  ];
  return (
    <section
      aria-labelledby="returning-worker-title"
      className="space-y-3 rounded-lg border border-blue-200 bg-blue-50 p-4 text-slate-900"
    >
      <h2 id="returning-worker-title" className="text-lg font-bold">
        {t('returning.welcome', { name })}
      </h2>
      <p className="text-base">{t('returning.filled')}</p>
      {known.requiresFreshPhoto && <p className="text-sm">{t('returning.freshPhoto')}</p>}
      <Button variant="secondary" className="w-full" disabled={isForgetting} onClick={onForget}>
        {t('returning.notMe')}
      </Button>
      {hasFailed && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {t('returning.forgetFailed')}
        </p>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">{t('returning.remembered')}</summary>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd dir="auto">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-2 flex gap-3">
          {known.selfie && (
            <img src={known.selfie} alt={t('returning.selfie')} className="h-16 rounded border" />
          )}
          {known.signature && (
            <img
              src={known.signature}
              alt={t('returning.signature')}
              className="h-16 rounded border bg-white"
            />
          )}
        </div>
        <p className="mt-2 text-slate-600">{t('returning.since', { date: since })}</p>
        <Button
          variant="secondary"
          className="mt-2 min-h-9 px-3 text-sm"
          disabled={isForgetting}
          onClick={onForget}
        >
          {t('returning.erase')}
        </Button>
      </details>
    </section>
  );
}
