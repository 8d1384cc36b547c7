import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { KioskOutcome } from './kiosk-screen';

/**
 * After a submission: the worker's request number and its decision as it comes (`decision`),
 * or, offline, that the tablet keeps it to send; then the next worker's turn.
 */
export function KioskResult({
  outcome,
  decision,
  onNext,
}: {
  outcome: KioskOutcome;
  decision: ReactNode;
  onNext: () => void;
}) {
  const { t } = useTranslation('worker');
  return (
    <main className="mx-auto max-w-md space-y-5 px-4 py-8 text-center">
      {outcome.kind === 'queued' ? (
        <p role="status" className="text-xl font-bold text-amber-900">
          {t('kiosk.queued')}
        </p>
      ) : (
        decision
      )}
      <Button className="w-full text-lg" onClick={onNext}>
        {t('kiosk.next')}
      </Button>
    </main>
  );
}
