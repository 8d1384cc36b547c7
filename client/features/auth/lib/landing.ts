import { sessionCan } from '@shared/access/policy';
import type { SessionUser } from '@shared/schemas/auth.schemas';

/** Where a user lands after signing in: the first area his abilities open. */
export function landingPathFor(user: Pick<SessionUser, 'role' | 'isMainAccount'>): string {
  if (sessionCan(user, 'platform.manage')) return '/admin/companies';
  if (sessionCan(user, 'portfolio.read')) return '/agent/portfolio';
  if (sessionCan(user, 'entry.decide')) return '/manager/dashboard';
  return '/';
}
