import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError, TextField } from '@/components/ui/field';
import type { WorkerDraft } from '../lib/crew-draft';
import { PhotoPicker } from './photo-picker';
import { SignatureBox } from './signature-box';

interface WorkerCardProps {
  index: number;
  worker: WorkerDraft;
  /** Problems by the server's names: workers.0.phone, photo_0, signature_0. */
  errorOf: (name: string) => string | undefined;
  onChange: (worker: WorkerDraft) => void;
  onRemove: (() => void) | null;
}

/** One worker of the crew: his name, phone, photo and signature, on the foreman's phone. */
export function WorkerCard({ index, worker, errorOf, onChange, onRemove }: WorkerCardProps) {
  const { t } = useTranslation('crew');
  const number = index + 1;
  const text = (field: 'firstName' | 'lastName' | 'phone') => ({
    value: worker[field],
    error: errorOf(`workers.${index}.${field}`),
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...worker, [field]: event.target.value }),
  });
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-base font-bold text-slate-900">
        {t('workers.worker', { number })}
      </legend>
      <TextField label={t('workers.firstName')} autoComplete="off" {...text('firstName')} />
      <TextField label={t('workers.lastName')} autoComplete="off" {...text('lastName')} />
      <TextField label={t('workers.phone')} type="tel" inputMode="tel" {...text('phone')} />
      <PhotoPicker
        label={t('workers.photo', { number })}
        photo={worker.photo}
        onChange={(photo) => onChange({ ...worker, photo })}
      />
      <FieldError error={errorOf(`photo_${index}`)} />
      <SignatureBox
        label={t('workers.signature', { number })}
        hasSignature={worker.signature !== null}
        onChange={(signature) => onChange({ ...worker, signature })}
      />
      <FieldError error={errorOf(`signature_${index}`)} />
      {onRemove && (
        <Button variant="secondary" className="self-end" onClick={onRemove}>
          {t('workers.remove', { number })}
        </Button>
      )}
    </fieldset>
  );
}
