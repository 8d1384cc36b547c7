import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductLine } from '@shared/constants';
import { ProductLineScreen } from '@/features/product-lines/components/product-line-screen';
import { AdminPage } from './admin-page';

function ProductLinePage({ line, title }: { line: ProductLine; title: string }) {
  return (
    <AdminPage title={title}>
      {() => (
        <ProductLineScreen
          line={line}
          companyLink={(companyId, label) => (
            <Link to={`/admin/companies/${companyId}`} className="text-blue-800 underline">
              <bdi>{label}</bdi>
            </Link>
          )}
        />
      )}
    </AdminPage>
  );
}

/** /admin/aluminum-management: the companies of the aluminum product line. */
export function AluminumPage() {
  const { t } = useTranslation('staff');
  return <ProductLinePage line="aluminum" title={t('titles.aluminum')} />;
}

/** /admin/simple-company-management: the companies of the simple-management product line. */
export function SimpleCompaniesPage() {
  const { t } = useTranslation('staff');
  return <ProductLinePage line="simple" title={t('titles.simpleCompanies')} />;
}
