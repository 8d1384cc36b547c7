import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InductionSettings } from '@shared/schemas/quiz.schemas';
import { QueryState } from '@/components/query-state';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { SelectField } from '@/components/ui/field';
import {
  inductionSettingsKey,
  inductionSettingsQuery,
  saveInductionSettings,
} from '@/data/inductions';
import { errorText } from '@/lib/api-client';

/** The periods offered; a period saved otherwise (through the API) is offered beside them. */
const PERIODS = [30, 90, 180, 365];
const EVERY_VISIT = 'every';

/** How long the site's induction counts before a returning worker repeats it. */
export function InductionSettingsCard({ siteId }: { siteId: number }) {
  const { t } = useTranslation('manage');
  const settings = useQuery(inductionSettingsQuery(siteId));
  return (
    <Card className="mt-6">
      <CardTitle>{t('induction.title')}</CardTitle>
      <p className="mt-1 text-sm text-slate-600">{t('induction.hint')}</p>
      <div className="mt-4">
        <QueryState query={settings}>
          {(saved) => <PeriodForm siteId={siteId} saved={saved} />}
        </QueryState>
      </div>
    </Card>
  );
}

function PeriodForm({ siteId, saved }: { siteId: number; saved: InductionSettings }) {
  const { t, i18n } = useTranslation('manage');
  const client = useQueryClient();
  const [days, setDays] = useState(saved.validityDays);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const periods = [...new Set([...PERIODS, ...(days === null ? [] : [days])])].sort(
    (a, b) => a - b,
  );

  async function save() {
    setIsSaving(true);
    try {
      const answer = await saveInductionSettings(siteId, { validityDays: days });
      client.setQueryData(inductionSettingsKey(siteId), answer);
      setMessage({ tone: 'success', text: t('induction.saved') });
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(error, i18n.t) });
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <SelectField
        label={t('induction.validity')}
        value={days === null ? EVERY_VISIT : String(days)}
        onChange={(event) =>
          setDays(event.target.value === EVERY_VISIT ? null : Number(event.target.value))
        }
      >
        <option value={EVERY_VISIT}>{t('induction.everyVisit')}</option>
        {periods.map((period) => (
          <option key={period} value={period}>
            {t('induction.days', { days: period })}
          </option>
        ))}
      </SelectField>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <Button className="self-start" disabled={isSaving} onClick={() => void save()}>
        {t('save')}
      </Button>
    </div>
  );
}
