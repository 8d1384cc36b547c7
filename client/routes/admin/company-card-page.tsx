import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { CustomerFacts } from '@/features/customer-card/components/customer-facts';
import { CompanyWaitTimes } from '@/features/dashboard/components/company-wait-times';
import { useCompanyCard } from '@/features/platform-admin/api/get-company-card';
import { CompanyCardView } from '@/features/platform-admin/components/company-card-view';
import { NoPermission } from '@/features/platform-admin/components/no-permission';
import { ApiClientError, errorText } from '@/lib/api-client';
import { AdminPage } from './admin-page';

function Card({ companyId }: { companyId: number }) {
  const { t, i18n } = useTranslation('common');
  const card = useCompanyCard(companyId);
  if (card.isPending) return <p className="text-slate-600">{t('loading')}</p>;
  // The main-account creators are named in the server's configuration only, so its refusal
  // is what tells the page who may see it.
  if (card.error instanceof ApiClientError && card.error.status === 403) {
    return <NoPermission />;
  }
  if (card.isError) return <Alert tone="error">{errorText(card.error, i18n.t)}</Alert>;
  // The customer card: the company's own facts, how long its gates wait, then the back
  // office's (agent, billing, leads).
  return (
    <>
      <CompanyCardView card={card.data} />
      <CompanyWaitTimes companyId={companyId} />
      <CustomerFacts companyId={companyId} />
    </>
  );
}

/**
 * /admin/companies/{companyId}: open to the super admin and the main account creators only
 * (docs/access.md); everybody else sees 'No permission'.
 */
export function CompanyCardPage() {
  const { t } = useTranslation('staff');
  const companyId = Number(useParams().companyId);
  const isValidId = Number.isInteger(companyId) && companyId > 0;
  return (
    <AdminPage title={t('titles.companyCard')}>
      {() =>
        isValidId ? (
          <Card companyId={companyId} />
        ) : (
          <Alert tone="error">{t('NOT_FOUND', { ns: 'errors' })}</Alert>
        )
      }
    </AdminPage>
  );
}
