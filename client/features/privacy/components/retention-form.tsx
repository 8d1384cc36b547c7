import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAX_RETENTION_MONTHS, RetentionSettingsBodySchema } from '@shared/schemas/privacy.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { retentionQuery } from '@/data/privacy';
import { errorText } from '@/lib/api-client';
import { useFormFeedback } from '@/lib/use-form-feedback';
import { useUpdateRetention } from '../api/privacy-mutations';

function RetentionEditor({ saved }: { saved: number }) {
  const { t } = useTranslation('manage');
  const [months, setMonths] = useState(String(saved));
  const { errors, message, setMessage, check, showSaveError } = useFormFeedback();
  const update = useUpdateRetention();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = check(RetentionSettingsBodySchema, { retentionMonths: Number(months) });
    if (!parsed) return;
    update.mutate(parsed, {
      onSuccess: () => setMessage({ tone: 'success', text: t('privacy.saved') }),
      onError: showSaveError,
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <TextField
        label={t('privacy.retentionMonths')}
        hint={t('privacy.retentionHint', { max: MAX_RETENTION_MONTHS })}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_RETENTION_MONTHS}
        value={months}
        onChange={(event) => setMonths(event.target.value)}
        error={errors.retentionMonths}
      />
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}

/** How many months the company keeps its workers' photos, signatures and personal fields. */
export function RetentionForm() {
  const { t, i18n } = useTranslation('manage');
  const settings = useQuery(retentionQuery());
  if (settings.isPending) return <p className="text-slate-600">{t('loading')}</p>;
  if (settings.isError) return <Alert tone="error">{errorText(settings.error, i18n.t)}</Alert>;
  return <RetentionEditor saved={settings.data.retentionMonths} />;
}
