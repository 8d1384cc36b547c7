import type { SessionUser } from '@shared/schemas/auth.schemas';
import { STAFF_SCREENS, type MenuEntry, type MenuIconName } from '@/routes/staff-screens';
import { mayOpenScreen } from './screen-access';

export type MenuIconId = MenuIconName | 'entryPageTest';

export interface MenuItem extends Omit<MenuEntry, 'icon' | 'order'> {
  icon: MenuIconId;
  to: string;
  /** Opens in a new tab: the worker's page, seen as a worker sees it. */
  isNewTab?: boolean;
}

type MenuUser = Pick<SessionUser, 'role' | 'companyId' | 'siteCode'> &
  Partial<Pick<SessionUser, 'isMainAccount'>>;

/** Every screen with a menu entry, in its order. */
const SCREEN_ITEMS = STAFF_SCREENS.flatMap(({ paths: [to], menu }) =>
  menu ? [{ ...menu, to }] : [],
)
  .sort((a, b) => a.order - b.order)
  .map(({ order: _order, ...item }): MenuItem => item);

/**
 * The side menu by role: exactly the screens the screen rules let the user open
 * (screen-access.ts), so the menu never offers a screen the shell would refuse, nor hides one it
 * would show. The super admin thus gets companies and system management only, and a safety
 * manager no form editor, posters or user management.
 */
export function menuFor(user: MenuUser): MenuItem[] {
  const screens = SCREEN_ITEMS.filter((item) => mayOpenScreen(user, item.to));
  // The worker's entry page of the user's own site, for a company's staff.
  if (user.siteCode === null || !mayOpenScreen(user, '/manager/dashboard')) return screens;
  return [
    ...screens,
    {
      label: 'entryPageTest',
      icon: 'entryPageTest',
      to: `/worker/form?code=${encodeURIComponent(user.siteCode)}`,
      isNewTab: true,
    },
  ];
}
