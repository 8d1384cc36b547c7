import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { cn } from '@/lib/cn';
import { hasPermitBadge, useBadgeCounts } from '../api/badge-counts';
import { LivePermitCounts } from '../api/live-permit-counts';
import { menuFor, type MenuItem } from '../lib/menu';
import { CountBadge } from './count-badge';
import { CloseIcon, LogoutIcon, MenuItemIcon } from './icons';

interface SideMenuProps {
  id: string;
  user: SessionUser;
  companyName: string;
  isOpen: boolean;
  /** Called after a link is followed, so the phone's menu gets out of the way. */
  onNavigate: () => void;
  onClose: () => void;
  onLogout: () => void;
}

const itemClassName =
  'flex min-h-11 items-center gap-3 rounded-lg px-3 text-base font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * The side menu, fixed to the inline start: the right in Hebrew and Arabic. Always shown from
 * 768 px; below that it is a drawer opened by the hamburger button.
 */
export function SideMenu({
  id,
  user,
  companyName,
  isOpen,
  onNavigate,
  onClose,
  onLogout,
}: SideMenuProps) {
  const { t } = useTranslation('staff');
  const counts = useBadgeCounts(user);

  function badgeOf(item: MenuItem) {
    if (item.badge === 'pending') {
      const label = t('menu.pendingCount', { count: counts.pending ?? 0 });
      return <CountBadge count={counts.pending} label={label} tone="red" />;
    }
    if (item.badge === 'scaffolding') {
      // Today's work on the equipment, then the inspections it waits for.
      return (
        <span className="ms-auto flex gap-1">
          <CountBadge
            count={counts.scaffolding}
            label={t('menu.scaffoldingCount', { count: counts.scaffolding ?? 0 })}
            tone="amber"
          />
          <CountBadge
            count={counts.inspections}
            label={t('menu.inspectionsCount', { count: counts.inspections ?? 0 })}
            tone="red"
          />
        </span>
      );
    }
    if (item.badge === 'permits') {
      const label = t('menu.permitsCount', { count: counts.permits ?? 0 });
      return <CountBadge count={counts.permits} label={label} tone="amber" />;
    }
    return null;
  }

  return (
    <aside
      id={id}
      className={cn(
        'fixed inset-y-0 start-0 z-40 w-72 max-w-[85vw] flex-col bg-blue-950 text-white shadow-xl md:flex md:shadow-none',
        isOpen ? 'flex' : 'hidden',
      )}
    >
      {hasPermitBadge(user) && <LivePermitCounts />}
      <div className="flex items-start justify-between gap-2 border-b border-white/10 px-4 py-4">
        <div className="min-w-0">
          <p className="text-lg font-bold">{t('appName', { ns: 'common' })}</p>
          {companyName && (
            <p dir="auto" className="truncate text-sm text-blue-200">
              {companyName}
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('shell.closeMenu')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-white/10 md:hidden"
        >
          <CloseIcon />
        </button>
      </div>
      <nav aria-label={t('shell.navigation')} className="flex-1 overflow-y-auto px-3 py-3">
        <ul className="flex flex-col gap-1">
          {menuFor(user).map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    itemClassName,
                    isActive ? 'bg-white text-blue-950' : 'text-blue-100 hover:bg-white/10',
                  )
                }
              >
                <MenuItemIcon icon={item.icon} />
                <span>{t(`menu.${item.label}`)}</span>
                {badgeOf(item)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-white/10 px-3 py-3">
        <button
          type="button"
          onClick={onLogout}
          className={cn(itemClassName, 'w-full text-blue-100 hover:bg-white/10')}
        >
          <LogoutIcon />
          <span>{t('menu.logout')}</span>
        </button>
      </div>
    </aside>
  );
}
