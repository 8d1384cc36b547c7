import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StoppageBodySchema } from '@shared/schemas/inspection.schemas';
import type { ManagedSite } from '@shared/schemas/site-admin.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { SelectField, TextField } from '@/components/ui/field';
import { invalidateInspections } from '@/data/inspections';
import { apiSend } from '@/lib/api-client';
import { useFormFeedback } from '@/lib/use-form-feedback';

/**
 * The days work stood still on a site, both ends counted: after 3 days or more, every scaffold
 * of the site is due once work resumes.
 */
export function StoppageForm({ sites, today }: { sites: ManagedSite[]; today: string }) {
  const { t } = useTranslation('inspections');
  const client = useQueryClient();
  const [siteId, setSiteId] = useState<number | null>(null);
  const [fromDay, setFromDay] = useState(today);
  const [toDay, setToDay] = useState(today);
  const { errors, message, setMessage, check, showSaveError } = useFormFeedback();
  const chosen = siteId ?? sites[0]?.id ?? null;
  const save = useMutation({
    mutationFn: (body: { fromDay: string; toDay: string }) =>
      apiSend('POST', `/api/inspections/sites/${chosen}/stoppages`, body),
    onSuccess: async () => {
      setMessage({ tone: 'success', text: t('stoppage.saved') });
      await invalidateInspections(client);
    },
    onError: showSaveError,
  });
  if (chosen === null) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const parsed = check(StoppageBodySchema, { fromDay, toDay });
    if (parsed) save.mutate(parsed);
  };

  return (
    <Card>
      <CardTitle>{t('stoppage.title')}</CardTitle>
      <p className="mt-1 text-sm text-slate-600">{t('stoppage.hint')}</p>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-wrap items-start gap-3">
        {sites.length > 1 && (
          <SelectField
            label={t('stoppage.site')}
            value={chosen}
            onChange={(event) => setSiteId(Number(event.target.value))}
          >
            {sites.map((site) => (
              <option key={site.id} value={site.id}>
                {site.name}
              </option>
            ))}
          </SelectField>
        )}
        <TextField
          label={t('stoppage.from')}
          type="date"
          className="max-w-full"
          value={fromDay}
          max={today}
          error={errors.fromDay}
          onChange={(event) => setFromDay(event.target.value)}
        />
        <TextField
          label={t('stoppage.to')}
          type="date"
          className="max-w-full"
          value={toDay}
          max={today}
          error={errors.toDay}
          onChange={(event) => setToDay(event.target.value)}
        />
        <Button type="submit" className="self-end" disabled={save.isPending}>
          {t('stoppage.submit')}
        </Button>
      </form>
      {message && (
        <Alert tone={message.tone} className="mt-3">
          {message.text}
        </Alert>
      )}
    </Card>
  );
}
