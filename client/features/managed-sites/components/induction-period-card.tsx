import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InductionSettings } from '@shared/schemas/quiz.schemas';
import { QueryState } from '@/components/query-state';
import { SettingsCard, SettingsForm } from '@/components/settings-card';
import {
  inductionSettingsKey,
  inductionSettingsQuery,
  saveInductionSettings,
} from '@/data/inductions';
import { InductionPeriodField } from './induction-period-field';

/**
 * The site's induction period beside its form, for the managers who edit the form and the
 * entry page but not the company's sites (the site editor holds the same field).
 */
export function InductionPeriodCard({ siteId }: { siteId: number }) {
  const { t } = useTranslation('manage');
  const settings = useQuery(inductionSettingsQuery(siteId));
  return (
    <SettingsCard title={t('induction.title')} hint={t('induction.hint')}>
      <QueryState query={settings}>
        {(saved) => <PeriodForm siteId={siteId} saved={saved} />}
      </QueryState>
    </SettingsCard>
  );
}

function PeriodForm({ siteId, saved }: { siteId: number; saved: InductionSettings }) {
  const { t } = useTranslation('manage');
  const client = useQueryClient();
  const [days, setDays] = useState(saved.validityDays);
  async function save() {
    const answer = await saveInductionSettings(siteId, { validityDays: days });
    client.setQueryData(inductionSettingsKey(siteId), answer);
  }
  return (
    <SettingsForm save={save} savedText={t('induction.saved')}>
      <InductionPeriodField value={days} onChange={setDays} />
    </SettingsForm>
  );
}
