import { useTranslation } from 'react-i18next';
import { PortfolioScreen } from '@/features/agent-portfolio/components/portfolio-screen';
import { AdminPage } from '../admin/admin-page';

/** /agent/portfolio: a sales agent's own companies, commission and leads. */
export function PortfolioPage() {
  const { t } = useTranslation('staff');
  return <AdminPage title={t('titles.portfolio')}>{() => <PortfolioScreen />}</AdminPage>;
}
