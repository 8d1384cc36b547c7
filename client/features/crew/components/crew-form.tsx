import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrewSubmitResponse } from '@shared/schemas/crew.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { submitCrew } from '@/data/crews';
import { ApiClientError, errorText } from '@/lib/api-client';
import { crewFormData, emptyWorker, missingParts, type CrewDraft } from '../lib/crew-draft';
import { WorkerCard } from './worker-card';

interface CrewFormProps {
  siteId: number;
  language: string;
  pass: string | null;
  maxCrewSize: number;
  onSent: (result: CrewSubmitResponse) => void;
}

const today = () => new Date().toLocaleDateString('en-CA');

/** The crew's shared details once, then each worker; one send for them all. */
export function CrewForm({ siteId, language, pass, maxCrewSize, onSent }: CrewFormProps) {
  const { t, i18n } = useTranslation('crew');
  const [draft, setDraft] = useState<CrewDraft>(() => ({
    employer: '',
    workStartDate: today(),
    equipment: '',
    workers: [emptyWorker()],
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // One key per crew as typed: a retry after a lost answer is stored once (docs/uploads.md).
  const idempotencyKey = useRef(crypto.randomUUID());
  const change = (next: Partial<CrewDraft>) => {
    idempotencyKey.current = crypto.randomUUID();
    setDraft((current) => ({ ...current, ...next }));
  };

  const localMessage = (name: string) => {
    if (name.startsWith('photo_')) return t('form.photoMissing');
    if (name.startsWith('signature_')) return t('form.signatureMissing');
    return t('form.required');
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const missing = missingParts(draft);
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((name) => [name, localMessage(name)])));
      setFailure(t('form.fixMarked'));
      return;
    }
    setErrors({});
    setProgress(0);
    try {
      onSent(
        await submitCrew(crewFormData(siteId, language, draft), {
          pass,
          idempotencyKey: idempotencyKey.current,
          onProgress: setProgress,
        }),
      );
    } catch (error) {
      if (error instanceof ApiClientError && error.details) setErrors(error.details);
      setFailure(
        error instanceof ApiClientError && error.details
          ? Object.values(error.details).join(' · ')
          : errorText(error, i18n.t),
      );
    } finally {
      setProgress(null);
    }
  };

  const errorOf = (name: string) => errors[name];
  const isFull = draft.workers.length >= maxCrewSize;
  return (
    <form noValidate onSubmit={(event) => void send(event)} className="flex flex-col gap-4">
      <section className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="text-lg font-bold text-slate-900">{t('shared.title')}</h2>
        <TextField
          label={t('shared.employer')}
          value={draft.employer}
          error={errorOf('employer')}
          onChange={(event) => change({ employer: event.target.value })}
        />
        <TextField
          label={t('shared.workStartDate')}
          type="date"
          value={draft.workStartDate}
          error={errorOf('workStartDate')}
          onChange={(event) => change({ workStartDate: event.target.value })}
        />
        <TextField
          label={t('shared.equipment')}
          hint={t('shared.equipmentHint')}
          value={draft.equipment}
          error={errorOf('equipment')}
          onChange={(event) => change({ equipment: event.target.value })}
        />
      </section>
      <h2 className="text-lg font-bold text-slate-900">
        {t('workers.title', { total: draft.workers.length, max: maxCrewSize })}
      </h2>
      {draft.workers.map((worker, index) => (
        <WorkerCard
          key={worker.key}
          index={index}
          worker={worker}
          errorOf={errorOf}
          onChange={(next) =>
            change({ workers: draft.workers.map((w) => (w.key === next.key ? next : w)) })
          }
          onRemove={
            draft.workers.length > 1
              ? () => change({ workers: draft.workers.filter((w) => w.key !== worker.key) })
              : null
          }
        />
      ))}
      <Button
        variant="secondary"
        disabled={isFull}
        onClick={() => change({ workers: [...draft.workers, emptyWorker()] })}
      >
        {isFull ? t('workers.full', { max: maxCrewSize }) : t('workers.add')}
      </Button>
      {errorOf('workers') && <Alert tone="error">{errorOf('workers')}</Alert>}
      {failure && <Alert tone="error">{failure}</Alert>}
      <Button type="submit" disabled={progress !== null}>
        {progress === null
          ? t('form.send', { total: draft.workers.length })
          : t('form.sending', { percent: Math.round(progress * 100) })}
      </Button>
    </form>
  );
}
