import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductLine } from '@shared/constants';
import { ProductLineScreen } from '@/features/product-lines/components/product-line-screen';
import { AdminPage } from './admin-page';

/** Each product line's own address; a company inside it is a sub-path. */
const LINE_PATHS = {
  aluminum: '/admin/aluminum-management',
  simple: '/admin/simple-company-management',
} as const satisfies Partial<Record<ProductLine, string>>;

function ProductLinePage({ line, title }: { line: keyof typeof LINE_PATHS; title: string }) {
  return (
    <AdminPage title={title}>
      {() => (
        <ProductLineScreen
          line={line}
          companyLink={(companyId, label) => (
            <Link to={`${LINE_PATHS[line]}/${companyId}`} className="text-blue-800 underline">
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
