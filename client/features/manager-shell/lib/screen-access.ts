import { matchPath } from 'react-router';
import { ROLES, STAFF_ROLES, type Role } from '@shared/constants';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { CONTACT_REQUEST_READERS } from '@shared/schemas/contact-request.schemas';

export type ScreenUser = Pick<SessionUser, 'role' | 'companyId'>;

interface ScreenRule {
  roles: readonly Role[];
  /** A further condition beyond the role (the account profile needs a company). */
  also?: (user: ScreenUser) => boolean;
}

/**
 * The /manager screens belong to a company's staff; the super admin manages the platform from
 * /admin only (SPEC.md section 2, "Manager shell"), whatever the server would also answer him.
 */
const companyStaff = (roles: readonly Role[]) => roles.filter((role) => STAFF_ROLES.includes(role));

/** Queue, decisions, history, tracking and exits: every company role (DESIGN.md section 6). */
const EVERY_STAFF: ScreenRule = { roles: STAFF_ROLES };
/** Form editor, QR print, users of own site: the safety manager is left out. */
const EDITORS: ScreenRule = { roles: ['admin', 'company_admin', 'manager'] };
const PLATFORM: ScreenRule = { roles: ['super_admin'] };

/**
 * Who may open each staff route, by its pattern in client/routes/manager/manager.routes.ts and
 * client/routes/admin/admin.routes.ts. The side menu offers an item only when this table lets
 * the user open it, and the shell's guard shows "no permission" otherwise, so the two agree.
 * The server stays the authority; this decides what the user is shown.
 */
export const SCREEN_RULES: Readonly<Record<string, ScreenRule>> = {
  '/manager': EVERY_STAFF,
  '/manager/dashboard': EVERY_STAFF,
  '/manager/approval-queue': EVERY_STAFF,
  '/manager/history': EVERY_STAFF,
  '/manager/on-site': EVERY_STAFF,
  '/manager/roll-call': EVERY_STAFF,
  '/manager/scaffolding-management': EVERY_STAFF,
  '/manager/simple-scaffolding-management': EVERY_STAFF,
  // Everyone reads the settings; only admins may change them, which the page itself tells.
  '/manager/scaffolding-settings': EVERY_STAFF,
  '/manager/form-editor': EDITORS,
  '/manager/print-qr': EDITORS,
  '/manager/users': EDITORS,
  // SPEC.md section 2: the account profile is for role admin with a company.
  '/manager/company-profile': { roles: ['admin'], also: (user) => user.companyId !== null },
  '/manager/contact-requests': { roles: companyStaff(CONTACT_REQUEST_READERS) },
  '/admin/companies': PLATFORM,
  // The main account creators are named only in the server's configuration, whatever their
  // role, so the company card lets every role in and shows the server's refusal (SPEC.md 6).
  '/admin/companies/:companyId': { roles: ROLES },
  '/admin/system': PLATFORM,
};

/** The rule's pattern for a location, or null when no staff route matches it. */
export function screenPatternFor(pathname: string): string | null {
  return Object.keys(SCREEN_RULES).find((pattern) => matchPath(pattern, pathname) !== null) ?? null;
}

/** Whether the user may open the staff screen at `pathname`; a screen without a rule is closed. */
export function mayOpenScreen(user: ScreenUser, pathname: string): boolean {
  const pattern = screenPatternFor(pathname);
  const rule = pattern === null ? undefined : SCREEN_RULES[pattern];
  if (!rule) return false;
  return rule.roles.includes(user.role) && (rule.also?.(user) ?? true);
}
