import type { Role } from '../constants';

/**
 * Who may do what: every ability the product checks, with the roles that hold it. The server's
 * guard, the client's screen rules and menu, and the authorization test all read this table, so
 * giving a role an ability is one line here.
 */
export const ABILITIES = {
  /** The queue, decisions, history, on-site list, roll calls and exits of the sites in scope. */
  'entry.decide': ['super_admin', 'admin', 'company_admin', 'manager', 'safety_manager'],
  /** The form editor and the site's form versions. */
  'forms.edit': ['super_admin', 'admin', 'company_admin', 'manager'],
  /** Staff users of the company (a manager: the users of his own sites). */
  'users.manage': ['super_admin', 'admin', 'company_admin', 'manager'],
  /** Upload images for a site's pages (header, documents). */
  'media.upload': ['super_admin', 'admin', 'company_admin', 'manager'],
  /** The company's logo. */
  'company.logo': ['super_admin', 'admin', 'company_admin'],
  /** Create, rename and deactivate sites. */
  'sites.manage': ['super_admin', 'admin', 'company_admin'],
  /** A site's worker-facing settings: header, message, video, QR print. */
  'sites.edit': ['super_admin', 'admin', 'company_admin', 'manager'],
  /** The company's scaffold and lifting-platform lists and their settings. */
  'equipment.manage': ['super_admin', 'admin', 'company_admin'],
  /** The scaffold and lifting-platform lists, today's work on them and their settings, read. */
  'equipment.read': ['super_admin', 'admin', 'company_admin', 'manager', 'safety_manager'],
  /** The company's own profile. */
  'company.profile': ['admin', 'company_admin'],
  /** The account profile screen and its menu item: the company's own admin account. */
  'company.account': ['admin'],
  /** Customer inquiries. */
  'inquiries.read': ['super_admin', 'admin'],
  /** The platform's companies and system status. */
  'platform.manage': ['super_admin'],
  /** A company's card: the server also lets in the main-account usernames, whatever their role. */
  'platform.company-card': ['super_admin', 'admin', 'company_admin', 'manager', 'safety_manager'],
} as const satisfies Record<string, readonly Role[]>;

export type Ability = keyof typeof ABILITIES;

/** Whether a role holds an ability. */
export function can(role: Role, ability: Ability): boolean {
  return (ABILITIES[ability] as readonly Role[]).includes(role);
}

/** The roles that hold an ability. */
export function rolesWith(ability: Ability): readonly Role[] {
  return ABILITIES[ability];
}
