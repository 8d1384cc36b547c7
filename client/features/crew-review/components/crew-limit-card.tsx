import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrewAdmin } from '@shared/schemas/crew.schemas';
import { QueryState } from '@/components/query-state';
import { SettingsCard, SettingsForm } from '@/components/settings-card';
import { TextField } from '@/components/ui/field';
import { crewAdminQuery, saveCrewSettings } from '@/data/crews';

/** How many workers one crew may hold at the site. */
export function CrewLimitCard({ siteId }: { siteId: number }) {
  const { t } = useTranslation('crew');
  const admin = useQuery(crewAdminQuery(siteId));
  return (
    <SettingsCard title={t('admin.limitTitle')} hint={t('admin.limitHint')}>
      <QueryState query={admin}>
        {(saved) => <LimitForm key={siteId} siteId={siteId} saved={saved} />}
      </QueryState>
    </SettingsCard>
  );
}

function LimitForm({ siteId, saved }: { siteId: number; saved: CrewAdmin }) {
  const { t } = useTranslation('crew');
  const client = useQueryClient();
  const [max, setMax] = useState(String(saved.maxCrewSize));
  return (
    <SettingsForm
      save={() => saveCrewSettings(client, siteId, { maxCrewSize: Number(max) })}
      savedText={t('admin.limitSaved')}
      canSave={/^\d+$/.test(max)}
    >
      <TextField
        label={t('admin.limit')}
        type="number"
        inputMode="numeric"
        min={2}
        max={50}
        value={max}
        onChange={(event) => setMax(event.target.value)}
      />
    </SettingsForm>
  );
}
