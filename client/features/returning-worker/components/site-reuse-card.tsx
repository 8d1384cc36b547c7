import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteRecognitionSettings } from '@shared/schemas/worker-recognition.schemas';
import { QueryState } from '@/components/query-state';
import { SettingsCard, SettingsForm } from '@/components/settings-card';
import { CheckboxField, SelectField } from '@/components/ui/field';
import { managedSitesQuery } from '@/data/managed-sites';
import { saveSiteRecognition, siteRecognitionQuery } from '@/data/site-recognition';

/** What one site lets a returning worker reuse: his last selfie, his last signature. */
export function SiteReuseCard() {
  const { t } = useTranslation('manage');
  const sites = useQuery(managedSitesQuery());
  const [chosen, setChosen] = useState<number | null>(null);
  const siteId = chosen ?? sites.data?.sites[0]?.id ?? null;
  const settings = useQuery(siteRecognitionQuery(siteId));
  return (
    <SettingsCard title={t('workers.siteTitle')} hint={t('workers.siteHint')}>
      <QueryState query={sites}>
        {(data) => (
          <SelectField
            label={t('workers.site')}
            value={siteId ?? ''}
            onChange={(event) => setChosen(Number(event.target.value))}
          >
            {data.sites.map((site) => (
              <option key={site.id} value={site.id}>
                {site.name}
              </option>
            ))}
          </SelectField>
        )}
      </QueryState>
      {siteId !== null && (
        <QueryState query={settings}>
          {(saved) => <ReuseForm key={siteId} siteId={siteId} saved={saved} />}
        </QueryState>
      )}
    </SettingsCard>
  );
}

function ReuseForm({ siteId, saved }: { siteId: number; saved: SiteRecognitionSettings }) {
  const { t } = useTranslation('manage');
  const client = useQueryClient();
  const [draft, setDraft] = useState(saved);

  return (
    <SettingsForm
      save={() => saveSiteRecognition(client, siteId, draft)}
      savedText={t('workers.siteSaved')}
    >
      <CheckboxField
        label={t('workers.requiresFreshPhoto')}
        checked={draft.requiresFreshPhoto}
        onChange={(event) => setDraft({ ...draft, requiresFreshPhoto: event.target.checked })}
      />
      <CheckboxField
        label={t('workers.allowsSignatureReuse')}
        checked={draft.allowsSignatureReuse}
        onChange={(event) => setDraft({ ...draft, allowsSignatureReuse: event.target.checked })}
      />
    </SettingsForm>
  );
}
