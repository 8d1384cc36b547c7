import type { SessionUser } from '@shared/schemas/auth.schemas';
import { CONTACT_REQUEST_READERS } from '@shared/schemas/contact-request.schemas';

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

/**
 * The side menu by role (SPEC.md section 2, "Manager shell"), plus who is on site now (issue 4,
 * item 7). The super admin manages the platform only. A safety manager decides and tracks but
 * does not edit forms, print posters or manage users (DESIGN.md section 6), so those items are
 * not offered to him. Customer inquiries are offered only to the roles the server lets read them.
 */
export function menuFor(user: MenuUser): MenuItem[] {
  if (user.role === 'super_admin') {
    return [
      { id: 'companies', to: '/admin/companies' },
      { id: 'system', to: '/admin/system' },
    ];
  }
  const isSafetyManager = user.role === 'safety_manager';
  const items: (MenuItem | false)[] = [
    { id: 'dashboard', to: '/manager/dashboard' },
    !isSafetyManager && { id: 'users', to: '/manager/users' },
    { id: 'approvalQueue', to: '/manager/approval-queue', badge: 'pending' },
    { id: 'history', to: '/manager/history' },
    { id: 'onSite', to: '/manager/on-site' },
    { id: 'scaffolding', to: '/manager/scaffolding-management', badge: 'scaffolding' },
    !isSafetyManager && { id: 'formEditor', to: '/manager/form-editor' },
    !isSafetyManager && { id: 'printQr', to: '/manager/print-qr' },
    user.role === 'admin' &&
      user.companyId !== null && { id: 'companyProfile', to: '/manager/company-profile' },
    CONTACT_REQUEST_READERS.includes(user.role) && {
      id: 'contactRequests',
      to: '/manager/contact-requests',
    },
    user.siteCode !== null && {
      id: 'entryPageTest',
      to: `/worker/form?code=${encodeURIComponent(user.siteCode)}`,
      isNewTab: true,
    },
  ];
  return items.filter((item): item is MenuItem => item !== false);
}
