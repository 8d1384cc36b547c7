import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { KeyIcon, MenuIcon, RefreshIcon } from './icons';

interface ShellHeaderProps {
  user: SessionUser;
  /** The page's title from its row in the staff screens (client/routes/staff-screens.ts), or null. */
  title: string | null;
  menuId: string;
  isMenuOpen: boolean;
  onOpenMenu: () => void;
  onRefreshUser: () => void;
  isRefreshing: boolean;
  onChangePassword: () => void;
}

const iconButtonClassName =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg border border-slate-300 ' +
  'bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60';

/**
 * The page title, then site name, greeting and role, and the user's own actions.
 */
export function ShellHeader({
  user,
  title,
  menuId,
  isMenuOpen,
  onOpenMenu,
  onRefreshUser,
  isRefreshing,
  onChangePassword,
}: ShellHeaderProps) {
  const { t } = useTranslation('staff');
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white">
      {/* On a narrow screen with large text the title takes a line of its own rather than
          be squeezed to nothing, and the buttons wrap rather than push the page sideways. */}
      <div className="flex flex-wrap items-center gap-3 px-4 py-2 md:px-6">
        <button
          type="button"
          onClick={onOpenMenu}
          aria-label={t('shell.openMenu')}
          aria-controls={menuId}
          aria-expanded={isMenuOpen}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-blue-900 text-white shadow hover:bg-blue-800 md:hidden"
        >
          <MenuIcon />
        </button>
        <div className="min-w-0 flex-1 basis-28">
          {title && (
            <h1 className="truncate text-lg leading-tight font-bold text-slate-900">{title}</h1>
          )}
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
            {user.siteName && (
              <span dir="auto" className="font-semibold text-slate-900">
                {user.siteName}
              </span>
            )}
            <span>{t('shell.greeting', { name: user.fullName })}</span>
            <span className="rounded-full bg-blue-100 px-2 text-xs leading-5 font-semibold text-blue-900">
              {t(`roles.${user.role}`)}
            </span>
          </p>
        </div>
        <button
          type="button"
          onClick={onRefreshUser}
          disabled={isRefreshing}
          title={t('shell.refreshUser')}
          className={iconButtonClassName}
        >
          <RefreshIcon />
          <span className="sr-only lg:not-sr-only">{t('shell.refreshUser')}</span>
        </button>
        <button
          type="button"
          onClick={onChangePassword}
          title={t('shell.changePassword')}
          className={iconButtonClassName}
        >
          <KeyIcon />
          <span className="sr-only lg:not-sr-only">{t('shell.changePassword')}</span>
        </button>
      </div>
    </header>
  );
}
