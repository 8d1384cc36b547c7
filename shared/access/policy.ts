import type { Role } from '../constants';

/**
 * Who may do what: every ability the product checks, with the roles that hold it. The server's
 * guard, the client's screen rules and menu, and the authorization test all read this table, so
 * giving a role an ability is one line here.
 */
export const ABILITIES = {
  /** Every company and site of the platform: no tenant bounds these roles. */
  'tenants.all': ['super_admin'],
  /** Every site of the own company, not only the sites assigned to the user. */
  'sites.all-of-company': ['admin', 'company_admin'],
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
  /**
   * Inspecting a scaffold or platform; the company also marks the user qualified for the kind
   * (server/modules/inspections), so holding the ability alone is not enough.
   */
  'equipment.inspect': ['admin', 'company_admin', 'manager', 'safety_manager'],
  /** The inspection checklists, intervals and who is qualified to inspect. */
  'equipment.checklists': ['super_admin', 'admin', 'company_admin'],
  /** Weather marks, stoppages and changes, after which scaffolds are inspected again. */
  'equipment.events': ['admin', 'company_admin', 'manager', 'safety_manager'],
  /** A site's permits to work at height: the live board, a permit, the register. */
  'permits.read': ['super_admin', 'admin', 'company_admin', 'manager', 'safety_manager'],
  /** Drafting and requesting a permit, and cancelling one not yet started. */
  'permits.request': ['admin', 'company_admin', 'manager', 'safety_manager'],
  /** Approving a requested permit, once its checks pass. */
  'permits.approve': ['admin', 'company_admin', 'safety_manager'],
  /** Moving a permit's planned end later with a written reason: whoever approves permits. */
  'permits.extend': ['admin', 'company_admin', 'safety_manager'],
  /** Starting a permit on site, suspending, resuming and closing it. */
  'permits.start-stop': ['admin', 'company_admin', 'manager', 'safety_manager'],
  /** Accepting a failed check of a permit with a written reason. */
  'permits.override': ['safety_manager'],
  /** The company's own profile. */
  'company.profile': ['admin', 'company_admin'],
  /** The account profile screen and its menu item: the company's own admin account. */
  'company.account': ['admin'],
  /** The platform's companies and system status. */
  'platform.manage': ['super_admin'],
  /** A company's card: the server also lets in the main-account usernames, whatever their role. */
  'platform.company-card': ['super_admin', 'admin', 'company_admin', 'manager', 'safety_manager'],
  /**
   * Messages that neighbours, suppliers and visitors send from a site's public page: the staff of
   * the sites in the user's scope. Leads of the platform are not among them.
   */
  'site-inquiries.read': ['admin', 'company_admin', 'manager', 'safety_manager'],
  /** Leads from the public site: the platform's people, and an agent the leads assigned to him. */
  'leads.read': ['super_admin', 'sales_agent'],
  /** Assign a lead to an agent, open a company from it. */
  'leads.manage': ['super_admin'],
  /** Every staff user of every company. */
  'platform.users': ['super_admin'],
  /** Sales agents, their companies and commission rates. */
  'agents.manage': ['super_admin'],
  /** An agent's own companies, their billing and his commission. */
  'portfolio.read': ['sales_agent'],
  /** Billing plans, the daily ledger and its corrections. */
  'billing.manage': ['super_admin'],
  /** Which of the provider's product lines each company subscribes to. */
  'product-lines.manage': ['super_admin'],
  /** A customer company at a glance: its agent, plan and billing, leads and timeline. */
  'customers.read': ['super_admin'],
  /** The public site's content: landing texts, blog posts, their images and revisions. */
  'content.manage': ['super_admin'],
  /** Visits of the public site and the workers' entry funnel, counted without cookies. */
  'visits.read': ['super_admin'],
  /** How long workers' personal data is kept; a worker's data exported or erased on request. */
  'privacy.manage': ['admin', 'company_admin'],
  /** The company's audit log: who changed what and when, and what was erased. */
  'audit.read': ['admin', 'company_admin'],
  /** A worker's visits across the company's sites, and revoking the phones that remember him. */
  'workers.recognition': ['admin', 'company_admin', 'manager', 'safety_manager'],
  /** Revoking a worker's inductions, so his next visit repeats them on a phone still known. */
  'workers.induction': ['admin', 'company_admin', 'manager', 'safety_manager'],
  /** Workers' certificates of the sites in scope: those to verify, expiring and expired. */
  'certificates.view': ['admin', 'company_admin', 'manager', 'safety_manager'],
  /** Vouching once that a worker's certificate card is real and matches what he typed. */
  'certificates.verify': ['admin', 'company_admin', 'manager', 'safety_manager'],
  /** The user's own devices that receive push notifications. */
  'push.devices': ['super_admin', 'admin', 'company_admin', 'manager', 'safety_manager'],
  /** A site's kiosks: the tablets at the gate that run its form, made and revoked. */
  'kiosks.manage': ['super_admin', 'admin', 'company_admin', 'manager'],
  /** The company's webhook endpoints for integrators and their delivery log. */
  'webhooks.manage': ['admin', 'company_admin'],
  /** A site's crew limit and the subcontractors' supervisors named as its foremen. */
  'crews.manage': ['super_admin', 'admin', 'company_admin', 'manager'],
  /** A site's daily briefing that workers confirm at entry. */
  'briefings.manage': ['super_admin', 'admin', 'company_admin', 'manager'],
  /** How long a site's requests may wait and who is told next: admins, and managers for theirs. */
  'escalation.manage': ['admin', 'company_admin', 'manager'],
} as const satisfies Record<string, readonly Role[]>;

export type Ability = keyof typeof ABILITIES;

/**
 * The roles each role may give when he opens or edits an account: a manager the site roles of
 * his own sites, a company admin every role of his company, the super admin every role but the
 * agent (agents are opened on the sales-agents screen).
 */
export const ASSIGNABLE_ROLES = {
  super_admin: ['super_admin', 'admin', 'company_admin', 'manager', 'safety_manager'],
  admin: ['admin', 'company_admin', 'manager', 'safety_manager'],
  company_admin: ['admin', 'company_admin', 'manager', 'safety_manager'],
  manager: ['manager', 'safety_manager'],
  safety_manager: [],
  sales_agent: [],
} as const satisfies Record<Role, readonly Role[]>;

/**
 * The platform's own abilities, which the main-account usernames (MAIN_ACCOUNT_USERNAMES) hold
 * whatever their role: they are the platform's people like the super admin.
 */
export const MAIN_ACCOUNT_ABILITIES: readonly Ability[] = [
  'platform.manage',
  'leads.read',
  'leads.manage',
  'platform.users',
  'agents.manage',
  'billing.manage',
  'product-lines.manage',
  'customers.read',
  'platform.company-card',
  'content.manage',
  'visits.read',
];

/** Whether the user is one of the platform's main accounts (MAIN_ACCOUNT_USERNAMES). */
export function isMainAccount(
  user: { username: string },
  mainAccountUsernames: readonly string[],
): boolean {
  const username = user.username.toLowerCase();
  return mainAccountUsernames.some((name) => name.toLowerCase() === username);
}

/** Whether a signed-in user holds an ability, the main accounts' platform abilities included. */
export function userCan(
  user: { role: Role; username: string },
  ability: Ability,
  mainAccountUsernames: readonly string[],
): boolean {
  return sessionCan(
    { role: user.role, isMainAccount: isMainAccount(user, mainAccountUsernames) },
    ability,
  );
}

/**
 * The same rule for a user whose session already says whether he is a main account: what the
 * client decides its screens and menu by.
 */
export function sessionCan(
  user: { role: Role; isMainAccount?: boolean },
  ability: Ability,
): boolean {
  if (can(user.role, ability)) return true;
  return user.isMainAccount === true && MAIN_ACCOUNT_ABILITIES.includes(ability);
}

/** Whether a role holds an ability. */
export function can(role: Role, ability: Ability): boolean {
  return (ABILITIES[ability] as readonly Role[]).includes(role);
}

/** The roles of a customer company's staff; the platform's own people are not among them. */
export const COMPANY_ROLES: readonly Role[] = [
  'admin',
  'company_admin',
  'manager',
  'safety_manager',
];

/** A company role whose reach is a list of assigned sites (a manager, a safety manager). */
export function hasAssignedSites(role: Role): boolean {
  return COMPANY_ROLES.includes(role) && !can(role, 'sites.all-of-company');
}

/** The roles that hold an ability. */
export function rolesWith(ability: Ability): readonly Role[] {
  return ABILITIES[ability];
}
