import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteRecognitionSettings } from '@shared/schemas/worker-recognition.schemas';
import { QueryState } from '@/components/query-state';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { CheckboxField, SelectField } from '@/components/ui/field';
import { managedSitesQuery } from '@/data/managed-sites';
import { saveSiteRecognition, siteRecognitionQuery } from '@/data/site-recognition';
import { errorText } from '@/lib/api-client';

/** What one site lets a returning worker reuse: his last selfie, his last signature. */
export function SiteReuseCard() {
  const { t } = useTranslation('manage');
  const sites = useQuery(managedSitesQuery());
  const [chosen, setChosen] = useState<number | null>(null);
  const siteId = chosen ?? sites.data?.sites[0]?.id ?? null;
  const settings = useQuery(siteRecognitionQuery(siteId));
  return (
    <Card>
      <CardTitle>{t('workers.siteTitle')}</CardTitle>
      <p className="mt-1 text-sm text-slate-600">{t('workers.siteHint')}</p>
      <div className="mt-4 flex flex-col gap-4">
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
      </div>
    </Card>
  );
}

function ReuseForm({ siteId, saved }: { siteId: number; saved: SiteRecognitionSettings }) {
  const { t, i18n } = useTranslation('manage');
  const client = useQueryClient();
  const [draft, setDraft] = useState(saved);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  async function save() {
    setIsSaving(true);
    try {
      await saveSiteRecognition(client, siteId, draft);
      setMessage({ tone: 'success', text: t('workers.siteSaved') });
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(error, i18n.t) });
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
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
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <Button className="self-start" disabled={isSaving} onClick={() => void save()}>
        {t('save')}
      </Button>
    </div>
  );
}
