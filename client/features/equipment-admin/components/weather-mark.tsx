import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedSite } from '@shared/schemas/site-admin.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { invalidateInspections } from '@/data/inspections';
import { apiSend, errorText } from '@/lib/api-client';

/** One tap per site: rain or strong wind today, after which every scaffold there is due. */
export function WeatherMark({ sites }: { sites: ManagedSite[] }) {
  const { t, i18n } = useTranslation('inspections');
  const client = useQueryClient();
  const [marked, setMarked] = useState<number | null>(null);
  const mark = useMutation({
    mutationFn: (siteId: number) =>
      apiSend('POST', `/api/inspections/sites/${siteId}/weather`).then(() => siteId),
    onSuccess: async (siteId) => {
      setMarked(siteId);
      await invalidateInspections(client);
    },
  });
  if (sites.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {sites.map((site) => (
          <Button
            key={site.id}
            variant="secondary"
            disabled={mark.isPending}
            onClick={() => mark.mutate(site.id)}
          >
            {t('list.weather')}
            {sites.length > 1 && ` · ${site.name}`}
          </Button>
        ))}
      </div>
      {marked !== null && <Alert tone="warning">{t('list.weatherMarked')}</Alert>}
      {mark.isError && <Alert tone="error">{errorText(mark.error, i18n.t)}</Alert>}
    </div>
  );
}
