import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@shared/i18n/languages';
import { resolveText } from '@shared/i18n/localized-text';
import type { KioskSession } from '@shared/schemas/kiosk.schemas';
import { publicSiteQuery } from '@/data/sites';
import { errorText } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { keepForOffline } from '@/lib/worker-offline';
import { isKioskRefusal, pairKiosk, useKioskSession } from '../api/kiosk-session';
import { useIdleReset } from '../hooks/use-idle-reset';
import { KioskLanguageChoice } from './kiosk-language-choice';
import { KioskResult } from './kiosk-result';
import { KioskStopped } from './kiosk-stopped';

export type KioskOutcome =
  { kind: 'sent'; requestId: string; requestNumber: number } | { kind: 'queued' };

type Step =
  | { kind: 'language' }
  | { kind: 'form'; language: Language }
  | { kind: 'result'; outcome: KioskOutcome };

interface KioskScreenProps {
  /** The pairing link's code, once; null on every later start. */
  pairCode: string | null;
  /** The link is spent: the address drops its code. */
  onPaired: () => void;
  renderForm: (
    session: KioskSession,
    language: Language,
    onDone: (outcome: KioskOutcome) => void,
  ) => ReactNode;
  renderDecision: (requestId: string, requestNumber: number) => ReactNode;
}

/**
 * A site's kiosk (docs/offline-and-kiosk.md): the language choice and the form for one worker,
 * his request number and live decision, then the next worker on a fresh screen. Each worker's
 * turn is a new tree (`key`), so nothing of the last one stays in a component; it starts over
 * after a minute without a touch. It stops the moment the server refuses its token.
 */
export function KioskScreen({ pairCode, onPaired, renderForm, renderDecision }: KioskScreenProps) {
  const { t, i18n: translator } = useTranslation('worker');
  const queryClient = useQueryClient();
  const [pairing, setPairing] = useState<'waiting' | 'done' | { error: unknown }>(
    pairCode ? 'waiting' : 'done',
  );
  const session = useKioskSession(pairing === 'done');
  const startLanguage = useRef(i18n.language);
  const [turn, setTurn] = useState(0);
  const [step, setStep] = useState<Step>({ kind: 'language' });

  const paired = useEffectEvent(onPaired);
  // Once per link: a second pairing with the same code would be refused.
  const pairedCode = useRef<string | null>(null);
  useEffect(() => {
    if (!pairCode || pairedCode.current === pairCode) return;
    pairedCode.current = pairCode;
    pairKiosk(pairCode).then(
      () => {
        setPairing('done');
        paired();
      },
      (error: unknown) => setPairing({ error }),
    );
  }, [pairCode]);

  const nextWorker = () => {
    queryClient.removeQueries({ queryKey: ['worker-waiting'] });
    setStep({ kind: 'language' });
    setTurn((current) => current + 1);
    const back = startLanguage.current;
    if (isLanguage(back) && i18n.language !== back) void i18n.changeLanguage(back);
  };
  useIdleReset(step.kind !== 'language', nextWorker);

  const siteCode = session.data?.siteCode ?? null;
  // Kept once the address no longer holds the pairing code: the tablet restarts offline too.
  useEffect(() => {
    if (siteCode !== null) void keepForOffline([]);
  }, [siteCode]);
  const site = useQuery(publicSiteQuery({ code: siteCode, siteId: null }));

  if (typeof pairing === 'object')
    return <KioskStopped message={errorText(pairing.error, translator.t)} />;
  if (session.error && (isKioskRefusal(session.error) || !session.data)) {
    return <KioskStopped message={errorText(session.error, translator.t)} />;
  }
  if (!session.data || !site.data) {
    return (
      <div role="status" className="flex min-h-dvh items-center justify-center">
        <span
          aria-hidden="true"
          className="size-10 animate-spin rounded-full border-4 border-blue-900 border-t-transparent"
        />
        <span className="sr-only">{t('loading', { ns: 'common' })}</span>
      </div>
    );
  }
  const shownLanguage = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;

  const choose = (language: Language) => {
    // The kiosk's language is the worker's for his turn only: never saved on the tablet.
    void i18n.changeLanguage(language).then(() => setStep({ kind: 'form', language }));
  };

  return (
    <div key={turn} className="min-h-dvh bg-slate-50">
      {step.kind === 'language' && (
        <KioskLanguageChoice
          siteName={resolveText(site.data.name, shownLanguage).text}
          onChoose={choose}
        />
      )}
      {step.kind === 'form' &&
        renderForm(session.data, step.language, (outcome) => setStep({ kind: 'result', outcome }))}
      {step.kind === 'result' && (
        <KioskResult
          outcome={step.outcome}
          decision={
            step.outcome.kind === 'sent'
              ? renderDecision(step.outcome.requestId, step.outcome.requestNumber)
              : null
          }
          onNext={nextWorker}
        />
      )}
    </div>
  );
}
