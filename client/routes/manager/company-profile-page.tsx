import { useTranslation } from 'react-i18next';
import { useCompanyProfile } from '@/features/company-profile/api/get-company-profile';
import { CompanyForm } from '@/features/company-profile/components/company-form';
import { SitesManager } from '@/features/managed-sites/components/sites-manager';
import { NewPhoneDetailCard } from '@/features/returning-worker/components/new-phone-detail-card';
import { Alert } from '@/components/ui/alert';
import { errorText } from '@/lib/api-client';
import { ManagePage } from './manage-page';

function CompanyProfile() {
  const { t, i18n } = useTranslation('manage');
  const company = useCompanyProfile();
  if (company.isPending) return <p className="text-slate-600">{t('loading')}</p>;
  if (company.isError) return <Alert tone="error">{errorText(company.error, i18n.t)}</Alert>;
  return (
    <>
      <CompanyForm key={company.data.id} company={company.data} />
      <NewPhoneDetailCard />
      <SitesManager />
    </>
  );
}

/** /manager/company-profile: for an admin of a company (docs/access.md). */
export function CompanyProfilePage() {
  const { t } = useTranslation('manage');
  return (
    <ManagePage title={t('titles.companyProfile')}>
      {(user) =>
        user.companyId === null ? (
          <Alert tone="warning">{t('company.noCompany')}</Alert>
        ) : (
          <CompanyProfile />
        )
      }
    </ManagePage>
  );
}
