import type { SessionUser } from '@shared/schemas/auth.schemas';
import { mayOpenScreen } from './screen-access';

export type MenuItemId =
  | 'dashboard'
  | 'users'
  | 'approvalQueue'
  | 'history'
  | 'onSite'
  | 'scaffolding'
  | 'formEditor'
  | 'printQr'
  | 'companyProfile'
  | 'contactRequests'
  | 'entryPageTest'
  | 'companies'
  | 'system';

export interface MenuItem {
  id: MenuItemId;
  to: string;
  /** A live count shown beside the label. */
  badge?: 'pending' | 'scaffolding';
  /** Opens in a new tab: the worker's page, seen as a worker sees it. */
  isNewTab?: boolean;
}

type MenuUser = Pick<SessionUser, 'role' | 'companyId' | 'siteCode'>;

/** Every screen the menu may offer, in its order; the super admin's two come last. */
const SCREEN_ITEMS: MenuItem[] = [
  { id: 'dashboard', to: '/manager/dashboard' },
  { id: 'users', to: '/manager/users' },
  { id: 'approvalQueue', to: '/manager/approval-queue', badge: 'pending' },
  { id: 'history', to: '/manager/history' },
  { id: 'onSite', to: '/manager/on-site' },
  { id: 'scaffolding', to: '/manager/scaffolding-management', badge: 'scaffolding' },
  { id: 'formEditor', to: '/manager/form-editor' },
  { id: 'printQr', to: '/manager/print-qr' },
  { id: 'companyProfile', to: '/manager/company-profile' },
  { id: 'contactRequests', to: '/manager/contact-requests' },
  { id: 'companies', to: '/admin/companies' },
  { id: 'system', to: '/admin/system' },
];

/**
 * The side menu by role (SPEC.md section 2, "Manager shell"), plus who is on site now (issue 4,
 * item 7): exactly the screens the route rules let the user open (screen-access.ts), so the menu
 * never offers a screen the shell would refuse, nor hides one it would show. The super admin
 * thus gets companies and system management only, and a safety manager no form editor, posters
 * or user management (DESIGN.md section 6).
 */
export function menuFor(user: MenuUser): MenuItem[] {
  const screens = SCREEN_ITEMS.filter((item) => mayOpenScreen(user, item.to));
  // The worker's entry page of the user's own site, for a company's staff.
  if (user.siteCode === null || !mayOpenScreen(user, '/manager/dashboard')) return screens;
  return [
    ...screens,
    {
      id: 'entryPageTest',
      to: `/worker/form?code=${encodeURIComponent(user.siteCode)}`,
      isNewTab: true,
    },
  ];
}
