import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { AccessibilityLink } from '@/components/accessibility-link';
import { ProductBadge } from '@/components/product-badge';

export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className="min-h-dvh">
      <header className="bg-blue-900 text-white">
        <div className="mx-auto flex max-w-4xl items-center px-4 py-3">
          <Link to="/" className="text-lg font-bold">
            {t('appName')}
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-4xl px-4">
        <Outlet />
      </main>
      <footer className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-3 px-4 pb-4">
        <AccessibilityLink />
        <ProductBadge />
      </footer>
    </div>
  );
}
