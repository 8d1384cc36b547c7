import type { StaffTitle } from '@/routes/staff-screens';
import { screenAt } from './screen-access';

/** The title of a shell page, as its row in the staff screens gives it. */
export function pageTitleKey(pathname: string): StaffTitle | null {
  return screenAt(pathname)?.title ?? null;
}
