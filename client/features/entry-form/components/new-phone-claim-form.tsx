import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldType } from '@shared/fields/field-type-registry';
import type { FormField } from '@shared/schemas/form.schemas';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { claimNewPhone } from '@/data/worker-recognition';
import { ApiClientError, errorText } from '@/lib/api-client';

type Outcome = 'idle' | 'sending' | 'notRecognized' | 'tooMany' | 'failed' | 'invalid';

interface NewPhoneClaimFormProps {
  siteId: number;
  /** The form field whose answer the worker's company asks for. */
  field: FormField;
  onClose: () => void;
}

/** The phone number and the company's detail, sent to be matched with the worker's old phone. */
export function NewPhoneClaimForm({ siteId, field, onClose }: NewPhoneClaimFormProps) {
  const { t, i18n } = useTranslation('entry-form');
  const client = useQueryClient();
  const [phone, setPhone] = useState('');
  const [detail, setDetail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>('idle');
  /** The server's own words, in the worker's language, for a number or detail it refused. */
  const [invalidText, setInvalidText] = useState('');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setOutcome('sending');
    try {
      const isRecognized = await claimNewPhone(client, siteId, { phone, detail });
      setOutcome(isRecognized ? 'idle' : 'notRecognized');
      if (isRecognized) onClose();
    } catch (error) {
      const status = error instanceof ApiClientError ? error.status : 0;
      if (status === 400 && error instanceof ApiClientError) {
        setInvalidText(Object.values(error.details ?? {})[0] ?? errorText(error, i18n.t));
      }
      setOutcome(status === 429 ? 'tooMany' : status === 400 ? 'invalid' : 'failed');
    }
  }

  return (
    <form
      aria-labelledby="new-phone-title"
      className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 id="new-phone-title" className="text-base font-bold text-slate-900">
        {t('newPhone.open')}
      </h2>
      <p className="text-sm text-slate-700">{t('newPhone.intro')}</p>
      <TextField
        label={t('newPhone.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
      />
      <TextField
        label={field.label}
        type={fieldType(field.type).input?.type === 'date' ? 'date' : 'text'}
        autoComplete="off"
        required
        value={detail}
        onChange={(event) => setDetail(event.target.value)}
      />
      {outcome !== 'idle' && outcome !== 'sending' && (
        <p role="alert" className="text-sm font-semibold text-slate-900">
          {outcome === 'invalid' ? invalidText : t(`newPhone.${outcome}`)}
        </p>
      )}
      <div className="flex gap-3">
        <Button type="submit" className="flex-1" disabled={outcome === 'sending'}>
          {t('newPhone.send')}
        </Button>
        <Button variant="secondary" className="flex-1" onClick={onClose}>
          {t('newPhone.cancel')}
        </Button>
      </div>
    </form>
  );
}
