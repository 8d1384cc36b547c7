import { useTranslation } from 'react-i18next';
import { useManagedSites } from '@/features/managed-sites/api/get-managed-sites';
import { PostersScreen } from '@/features/qr-posters/components/posters-screen';
import { Alert } from '@/components/ui/alert';
import { errorText } from '@/lib/api-client';
import { ManagePage } from './manage-page';

function Posters() {
  const { t, i18n } = useTranslation('manage');
  const sites = useManagedSites();
  if (sites.isPending) return <p className="text-slate-600">{t('loading')}</p>;
  if (sites.isError) return <Alert tone="error">{errorText(sites.error, i18n.t)}</Alert>;
  return <PostersScreen sites={sites.data} origin={window.location.origin} />;
}

/** /manager/print-qr: "print request-scan barcode". */
export function PrintQrPage() {
  const { t } = useTranslation('manage');
  return <ManagePage title={t('titles.printQr')}>{() => <Posters />}</ManagePage>;
}
