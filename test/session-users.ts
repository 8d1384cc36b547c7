import type { SessionUser } from '@shared/schemas/auth.schemas';

/** A site manager of the demo site as the session answers him, for client tests. */
export const SITE_MANAGER: SessionUser = {
  id: 4,
  username: 'avi',
  role: 'manager',
  firstName: 'אבי',
  lastName: 'לוי',
  fullName: 'אבי לוי',
  companyId: 1,
  siteId: 2,
  siteName: 'מגדלי הפארק',
  siteCode: 'DEMO',
  siteIds: [2],
  isMainAccount: false,
};
