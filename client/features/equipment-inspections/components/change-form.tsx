import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeBodySchema } from '@shared/schemas/inspection.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';
import { invalidateInspections } from '@/data/inspections';
import { apiSend } from '@/lib/api-client';
import { useFormFeedback } from '@/lib/use-form-feedback';

/** A change made to the item (a level added, a part taken off, a move): due again at once. */
export function ChangeForm({ equipmentId }: { equipmentId: number }) {
  const { t } = useTranslation('inspections');
  const client = useQueryClient();
  const [note, setNote] = useState('');
  const { errors, message, setMessage, check, showSaveError } = useFormFeedback();
  const save = useMutation({
    mutationFn: (body: { note: string }) =>
      apiSend('POST', `/api/inspections/equipment/${equipmentId}/changes`, body),
    onSuccess: async () => {
      setNote('');
      setMessage({ tone: 'success', text: t('change.saved') });
      await invalidateInspections(client);
    },
    onError: showSaveError,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const parsed = check(ChangeBodySchema, { note });
    if (parsed) save.mutate(parsed);
  };

  return (
    <details className="rounded-lg border border-slate-200 bg-white p-3">
      <summary className="cursor-pointer font-semibold">{t('change.title')}</summary>
      <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-3">
        <p className="text-sm text-slate-600">{t('change.hint')}</p>
        <TextAreaField
          label={t('change.note')}
          rows={2}
          value={note}
          error={errors.note}
          onChange={(event) => setNote(event.target.value)}
        />
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        <div>
          <Button type="submit" disabled={save.isPending}>
            {t('change.submit')}
          </Button>
        </div>
      </form>
    </details>
  );
}
