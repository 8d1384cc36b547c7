import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { AccessibilityLink } from '@/components/accessibility-link';
import { ProductBadge } from '@/components/product-badge';
import { useCompanyName } from '../api/company-name';
import { useSidebar } from '../hooks/use-sidebar';
import { useIsWideViewport } from '../hooks/use-viewport';
import { pageTitleKey } from '../lib/page-titles';
import { ShellHeader } from './shell-header';
import { SideMenu } from './side-menu';
import { DocumentTitle } from '@/components/document-title';

interface ManagerShellProps {
  user: SessionUser;
  onRefreshUser: () => void;
  isRefreshing: boolean;
  onChangePassword: () => void;
  onLogout: () => void;
  children: ReactNode;
}

/**
 * The frame of every manager page: the side menu, and a header with the page's title (the
 * page's h1), the site, the user and his actions.
 */
export function ManagerShell({
  user,
  onRefreshUser,
  isRefreshing,
  onChangePassword,
  onLogout,
  children,
}: ManagerShellProps) {
  const { t } = useTranslation('staff');
  const { pathname } = useLocation();
  const menuId = useId();
  const sidebar = useSidebar();
  const isWide = useIsWideViewport();
  const companyName = useCompanyName(user.companyId);
  const titleKey = pageTitleKey(pathname);
  const title = titleKey ? t(`titles.${titleKey}`) : null;
  const isDrawerOpen = sidebar.isOpen && !isWide;

  return (
    <div className="min-h-dvh">
      {title && <DocumentTitle title={`${title} · ${t('appName', { ns: 'common' })}`} />}
      <SideMenu
        id={menuId}
        user={user}
        companyName={companyName}
        isOpen={isDrawerOpen}
        onNavigate={() => {
          if (!isWide) sidebar.close();
        }}
        onClose={sidebar.close}
        onLogout={onLogout}
      />
      {isDrawerOpen && (
        <div
          aria-hidden="true"
          data-testid="menu-backdrop"
          onClick={sidebar.onBackdropTap}
          className="fixed inset-0 z-30 bg-slate-900/50 md:hidden"
        />
      )}
      <div className="md:ps-72">
        <ShellHeader
          user={user}
          title={title}
          menuId={menuId}
          isMenuOpen={isDrawerOpen}
          onOpenMenu={sidebar.open}
          onRefreshUser={onRefreshUser}
          isRefreshing={isRefreshing}
          onChangePassword={onChangePassword}
        />
        {/* With large text a phone is under 18rem wide: a narrower margin leaves words room. */}
        <main className="px-2 pt-5 pb-6 min-[18rem]:px-4 md:px-6">{children}</main>
        {/* In the content column, after the page: never over the content nor the side menu. */}
        <footer className="flex flex-wrap items-center justify-between gap-3 px-4 pb-4 md:px-6">
          <AccessibilityLink />
          <ProductBadge />
        </footer>
      </div>
    </div>
  );
}
