import { matchPath } from 'react-router';
import { sessionCan } from '@shared/access/policy';
import {
  areaOf,
  STAFF_AREAS,
  STAFF_SCREENS,
  type ScreenUser,
  type StaffScreen,
} from '@/routes/staff-screens';

export type { ScreenUser };

/** The staff screen shown at a location, or null when no staff route matches it. */
export function screenAt(pathname: string): StaffScreen | null {
  return (
    STAFF_SCREENS.find((screen) =>
      screen.paths.some((path) => matchPath(path, pathname) !== null),
    ) ?? null
  );
}

/**
 * Whether the user may open the staff screen at `pathname`: he holds the screen's ability (by
 * his role, or as a main account of the platform), his role belongs to the screen's area, and
 * the screen's own condition holds. A location that is no staff screen is closed. The side menu offers an item only when this lets the user open it, and
 * the shell's guard shows "no permission" otherwise, so the two agree. The server stays the
 * authority; this decides what the user is shown.
 */
export function mayOpenScreen(user: ScreenUser, pathname: string): boolean {
  const screen = screenAt(pathname);
  if (!screen) return false;
  const { audience } = STAFF_AREAS[areaOf(screen.paths[0])];
  return (
    audience.includes(user.role) &&
    sessionCan(user, screen.ability) &&
    (screen.also?.(user) ?? true)
  );
}
