import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormField } from '@shared/schemas/form.schemas';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { claimNewPhone, newPhoneOfferQuery } from '@/data/worker-recognition';
import { ApiClientError, errorText } from '@/lib/api-client';

type Outcome = 'idle' | 'sending' | 'notRecognized' | 'tooMany' | 'failed' | 'invalid';

interface NewPhoneClaimProps {
  siteId: number;
  /** The worker's form: the asked detail is shown with its own label and kind of input. */
  fields: readonly FormField[];
}

/**
 * "I've been here before on another phone": the worker gives his phone number and the detail
 * his company asks for; on a match the form fills itself like on his old phone. Shown only when
 * the company asks for a detail that the site's form has.
 */
export function NewPhoneClaim({ siteId, fields }: NewPhoneClaimProps) {
  const { t, i18n } = useTranslation('entry-form');
  const client = useQueryClient();
  const offer = useQuery(newPhoneOfferQuery(siteId));
  const [isOpen, setIsOpen] = useState(false);
  const [phone, setPhone] = useState('');
  const [detail, setDetail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>('idle');
  /** The server's own words, in the worker's language, for a number or detail it refused. */
  const [invalidText, setInvalidText] = useState('');
  const field = fields.find((f) => f.id === offer.data?.detailFieldId);
  if (!field) return null;

  if (!isOpen) {
    return (
      <Button variant="secondary" className="w-full" onClick={() => setIsOpen(true)}>
        {t('newPhone.open')}
      </Button>
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setOutcome('sending');
    try {
      const isRecognized = await claimNewPhone(client, siteId, { phone, detail });
      setOutcome(isRecognized ? 'idle' : 'notRecognized');
      if (isRecognized) setIsOpen(false);
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
        type={field.type === 'date' ? 'date' : 'text'}
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
        <Button variant="secondary" className="flex-1" onClick={() => setIsOpen(false)}>
          {t('newPhone.cancel')}
        </Button>
      </div>
    </form>
  );
}
