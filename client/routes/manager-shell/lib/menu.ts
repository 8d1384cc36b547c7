import type { SessionUser } from '@shared/schemas/auth.schemas';
import { STAFF_SCREENS, type MenuEntry } from '@/routes/staff-screens';
import { mayOpenScreen } from './screen-access';

export interface MenuItem extends Omit<MenuEntry, 'order'> {
  to: string;
}

type MenuUser = Pick<SessionUser, 'role' | 'companyId'> &
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
 * would show, less the platform screens a user reaches from system management's hub. The super
 * admin thus gets companies and system management only, and a safety manager no form editor,
 * posters or user management.
 */
export function menuFor(user: MenuUser): MenuItem[] {
  const hasHub = mayOpenScreen(user, HUB_PATH);
  return SCREEN_ITEMS.filter((item) => mayOpenScreen(user, item.to) && !(item.hub && hasHub));
}

/** System management, where the platform's people reach the platform's other screens. */
const HUB_PATH = '/admin/system';

/** The platform screens system management lists for this user: those he may open. */
export function hubFor(user: MenuUser): MenuItem[] {
  return SCREEN_ITEMS.filter((item) => item.hub && mayOpenScreen(user, item.to));
}
