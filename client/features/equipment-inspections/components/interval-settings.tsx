import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PLATFORM_REPORT_MONTHS,
  SCAFFOLD_INTERVAL_DAYS,
} from '@shared/inspections/inspection-rules';
import {
  InspectionSettingsBodySchema,
  type InspectionSettings,
} from '@shared/schemas/inspection.schemas';
import { QueryState } from '@/components/query-state';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { inspectionSettingsQuery, invalidateInspections } from '@/data/inspections';
import { apiSend } from '@/lib/api-client';
import { useFormFeedback } from '@/lib/use-form-feedback';

const asNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * How often the company inspects: the law's intervals until it shortens them; a longer one is
 * refused by the server in the user's language.
 */
export function IntervalSettingsCard({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('inspections');
  const query = useQuery(inspectionSettingsQuery());
  return (
    <Card>
      <CardTitle>{t('intervals.title')}</CardTitle>
      <p className="mt-1 text-sm text-slate-600">{t('intervals.hint')}</p>
      <div className="mt-4">
        <QueryState query={query}>
          {(settings) => <IntervalsForm settings={settings} canEdit={canEdit} />}
        </QueryState>
      </div>
    </Card>
  );
}

function IntervalsForm({ settings, canEdit }: { settings: InspectionSettings; canEdit: boolean }) {
  const { t } = useTranslation('inspections');
  const client = useQueryClient();
  const [days, setDays] = useState(String(settings.scaffoldIntervalDays));
  const [months, setMonths] = useState(String(settings.platformReportMonths));
  const { errors, message, setMessage, check, showSaveError } = useFormFeedback();
  const save = useMutation({
    mutationFn: (body: InspectionSettings) =>
      apiSend<InspectionSettings>('PUT', '/api/inspections/settings', body),
    onSuccess: async () => {
      setMessage({ tone: 'success', text: t('intervals.saved') });
      await invalidateInspections(client);
    },
    onError: showSaveError,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const parsed = check(InspectionSettingsBodySchema, {
      scaffoldIntervalDays: asNumber(days),
      platformReportMonths: asNumber(months),
    });
    if (parsed) save.mutate(parsed);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('intervals.scaffoldDays', { max: SCAFFOLD_INTERVAL_DAYS })}
          type="number"
          inputMode="numeric"
          min={1}
          max={SCAFFOLD_INTERVAL_DAYS}
          value={days}
          disabled={!canEdit}
          error={errors.scaffoldIntervalDays}
          onChange={(event) => setDays(event.target.value)}
        />
        <TextField
          label={t('intervals.platformMonths', { max: PLATFORM_REPORT_MONTHS })}
          type="number"
          inputMode="numeric"
          min={1}
          max={PLATFORM_REPORT_MONTHS}
          value={months}
          disabled={!canEdit}
          error={errors.platformReportMonths}
          onChange={(event) => setMonths(event.target.value)}
        />
      </div>
      {errors.intervals && <Alert tone="error">{errors.intervals}</Alert>}
      {message && !errors.intervals && <Alert tone={message.tone}>{message.text}</Alert>}
      {canEdit ? (
        <div>
          <Button type="submit" disabled={save.isPending}>
            {t('save', { ns: 'manage' })}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('intervals.readOnly')}</p>
      )}
    </form>
  );
}
