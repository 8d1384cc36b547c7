import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedSite } from '@shared/schemas/site-admin.schemas';
import { Alert } from '@/components/ui/alert';
import { FormPreviewOpener } from '@/features/form-editor/components/form-preview-opener';
import { useManagedSites } from '@/features/managed-sites/api/get-managed-sites';
import { SitePicker } from '@/features/managed-sites/components/site-picker';
import { errorText } from '@/lib/api-client';
import { ManagePage } from './manage-page';

function TestForm({ sites }: { sites: ManagedSite[] }) {
  const { t } = useTranslation('manage');
  const [siteId, setSiteId] = useState<number | null>(sites[0]?.id ?? null);
  const site = sites.find((s) => s.id === siteId);
  if (!site) return <p className="text-slate-600">{t('testForm.noSites')}</p>;
  return (
    <div className="flex max-w-xl flex-col gap-4 rounded-lg bg-white p-4 shadow-sm">
      <p className="text-slate-700">{t('testForm.intro')}</p>
      <SitePicker sites={sites} value={site.id} onChange={setSiteId} />
      <FormPreviewOpener site={site} />
    </div>
  );
}

function Sites() {
  const { t, i18n } = useTranslation('manage');
  const sites = useManagedSites();
  if (sites.isPending) return <p className="text-slate-600">{t('loading')}</p>;
  if (sites.isError) return <Alert tone="error">{errorText(sites.error, i18n.t)}</Alert>;
  return <TestForm sites={sites.data} />;
}

/**
 * /manager/test-form (and /test-form): any site's entry form in scope, in any language, tried
 * out in preview; nothing is submitted.
 */
export function TestFormPage() {
  const { t } = useTranslation('staff');
  return <ManagePage title={t('titles.testForm')}>{() => <Sites />}</ManagePage>;
}
