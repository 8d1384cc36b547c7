import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormEditor } from '@/features/form-editor/components/form-editor';
import { FormVersions } from '@/features/form-editor/components/form-versions';
import { PageSettingsForm } from '@/features/form-editor/components/page-settings-form';
import { useSiteForm } from '@/features/form-editor/api/get-site-form';
import { useManagedSites } from '@/features/managed-sites/api/get-managed-sites';
import { InductionPeriodCard } from '@/features/managed-sites/components/induction-period-card';
import { SitePicker } from '@/features/managed-sites/components/site-picker';
import type { ManagedSite } from '@shared/schemas/site-admin.schemas';
import { Alert } from '@/components/ui/alert';
import { errorText } from '@/lib/api-client';
import { ManagePage } from './manage-page';

function SiteFormTools({ site }: { site: ManagedSite }) {
  const { t, i18n } = useTranslation('manage');
  const form = useSiteForm(site.id);
  if (form.isPending) return <p className="text-slate-600">{t('loading')}</p>;
  if (form.isError) return <Alert tone="error">{errorText(form.error, i18n.t)}</Alert>;
  return (
    <>
      <FormEditor site={site} saved={form.data} />
      <FormVersions siteId={site.id} />
      <InductionPeriodCard siteId={site.id} />
      <PageSettingsForm key={`${site.id}-${site.videoUrl}`} site={site} />
    </>
  );
}

function FormEditorScreen() {
  const { t, i18n } = useTranslation('manage');
  const sites = useManagedSites();
  const [chosen, setChosen] = useState<number | null>(null);
  if (sites.isPending) return <p className="text-slate-600">{t('loading')}</p>;
  if (sites.isError) return <Alert tone="error">{errorText(sites.error, i18n.t)}</Alert>;
  if (sites.data.length === 0) return <Alert tone="info">{t('sites.noneToManage')}</Alert>;
  const site = sites.data.find((s) => s.id === chosen) ?? sites.data[0]!;
  return (
    <>
      {sites.data.length > 1 && (
        <SitePicker sites={sites.data} value={site.id} onChange={setChosen} className="max-w-md" />
      )}
      <SiteFormTools key={site.id} site={site} />
    </>
  );
}

/** /manager/form-editor: "create safety inspection". */
export function FormEditorPage() {
  const { t } = useTranslation('manage');
  return <ManagePage title={t('titles.formEditor')}>{() => <FormEditorScreen />}</ManagePage>;
}
