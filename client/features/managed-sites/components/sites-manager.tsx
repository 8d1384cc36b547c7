import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedSite } from '@shared/schemas/site-admin.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { errorText } from '@/lib/api-client';
import { useManagedSites } from '../api/get-managed-sites';
import { SiteFormDialog } from './site-form-dialog';

type Editing = { site: ManagedSite | null; key: number } | null;

/** The company's sites: each with its short link, and add, edit and deactivate. */
export function SitesManager() {
  const { t, i18n } = useTranslation('manage');
  const sites = useManagedSites();
  const [editing, setEditing] = useState<Editing>(null);
  const [saved, setSaved] = useState<string | null>(null);

  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle>{t('sites.title')}</CardTitle>
        <Button onClick={() => setEditing({ site: null, key: Date.now() })}>
          {t('sites.add')}
        </Button>
      </div>
      {saved && (
        <Alert tone="success" className="mt-3">
          {saved}
        </Alert>
      )}
      {sites.isPending && <p className="mt-4 text-slate-600">{t('loading')}</p>}
      {sites.isError && (
        <Alert tone="error" className="mt-4">
          {errorText(sites.error, i18n.t)}
        </Alert>
      )}
      {sites.data?.length === 0 && <p className="mt-4 text-slate-600">{t('sites.none')}</p>}
      <ul className="mt-4 divide-y divide-slate-200">
        {sites.data?.map((site) => (
          <li key={site.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">
                {site.name}{' '}
                {!site.isActive && (
                  <span className="ms-2 rounded bg-slate-200 px-2 py-0.5 text-sm text-slate-700">
                    {t('sites.inactive')}
                  </span>
                )}
              </p>
              <p className="text-sm text-slate-600">{site.location || t('sites.noLocation')}</p>
              <p className="text-sm text-slate-600" dir="ltr">
                <bdi>{`${window.location.origin}/${site.code}`}</bdi>
              </p>
            </div>
            <Button variant="secondary" onClick={() => setEditing({ site, key: Date.now() })}>
              {t('edit')}
            </Button>
          </li>
        ))}
      </ul>
      {editing && (
        <SiteFormDialog
          key={editing.key}
          site={editing.site}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          onSaved={(site) => {
            setEditing(null);
            setSaved(t('sites.saved', { name: site.name }));
          }}
        />
      )}
    </Card>
  );
}
