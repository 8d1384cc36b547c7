import type { ComponentType } from 'react';
import { COMPANY_ROLES, type Ability } from '@shared/access/policy';
import { ROLES, type Role } from '@shared/constants';
import type heStaff from '@shared/i18n/locales/he/staff.json';
import type { SessionUser } from '@shared/schemas/auth.schemas';

/** The two staff areas, each a layout route holding its screens. */
export type StaffArea = 'manager' | 'admin' | 'agent';
export type StaffPath = `/${StaffArea}` | `/${StaffArea}/${string}`;
/** Who opens a screen; `isMainAccount` as the session says, absent for none. */
export type ScreenUser = Pick<SessionUser, 'role' | 'companyId'> &
  Partial<Pick<SessionUser, 'isMainAccount'>>;
export type StaffTitle = keyof (typeof heStaff)['titles'];
export type MenuLabel = keyof (typeof heStaff)['menu'];
export type MenuIconName =
  | 'dashboard'
  | 'users'
  | 'approvalQueue'
  | 'history'
  | 'onSite'
  | 'scaffolding'
  | 'formEditor'
  | 'entryPageTest'
  | 'printQr'
  | 'companyProfile'
  | 'contactRequests'
  | 'companies'
  | 'system';

export interface MenuEntry {
  /** Its text, `menu.<label>` in the `staff` catalog. */
  label: MenuLabel;
  icon: MenuIconName;
  /** Its place in the side menu, smallest first. */
  order: number;
  /** A live count shown beside the label. */
  badge?: 'pending' | 'scaffolding' | 'permits';
  /**
   * A platform screen listed on system management (/admin/system), the platform's hub: in the
   * side menu only for a user who cannot open the hub (a sales agent's leads).
   */
  hub?: true;
}

export interface StaffScreen {
  /** The route patterns that show the screen; the menu links to the first. */
  paths: readonly [StaffPath, ...StaffPath[]];
  page: () => Promise<ComponentType>;
  /** The page's translation namespaces, downloaded with its chunk (the shell's `staff` always is). */
  namespaces: readonly string[];
  /** The shell's heading and document title, `titles.<title>` in the `staff` catalog. */
  title: StaffTitle;
  /** Who may open it, from shared/access/policy.ts, within the area's audience. */
  ability: Ability;
  /** A condition beyond the ability. */
  also?: (user: ScreenUser) => boolean;
  menu?: MenuEntry;
  /** Downloaded ahead once a staff user signs in or opens the shell: the screens he opens next. */
  prefetch?: boolean;
}

interface AreaRules {
  /** Who the area is for, whatever else the policy lets a role do. */
  audience: readonly Role[];
  /** The namespaces of the area's layout. */
  namespaces: readonly string[];
}

export const STAFF_AREAS: Readonly<Record<StaffArea, AreaRules>> = {
  // A company's screens: the super admin manages the platform from /admin only.
  manager: { audience: COMPANY_ROLES, namespaces: ['review', 'manage', 'inspections'] },
  admin: { audience: ROLES, namespaces: ['admin', 'manage'] },
  // A sales agent's own screens.
  agent: { audience: ['sales_agent'], namespaces: ['backoffice'] },
};

// Every manager screen's body is a ManagePage, whose texts are in `manage`.
const REVIEW = ['review', 'manage', 'certificates'];
const MANAGE = ['manage', 'validation'];
const ADMIN = ['admin', 'manage'];
const BACKOFFICE = ['backoffice', 'validation'];

/**
 * Every staff screen, one row each. The routes (staff.routes.ts), the shell's screen guard,
 * side menu and titles, and the prefetch list are all read from here, so a new screen is a new
 * row and its page.
 */
export const STAFF_SCREENS: readonly StaffScreen[] = [
  {
    paths: ['/manager/dashboard', '/manager'],
    page: async () => (await import('./manager/dashboard-page')).DashboardPage,
    namespaces: REVIEW,
    title: 'dashboard',
    ability: 'entry.decide',
    menu: { label: 'dashboard', icon: 'dashboard', order: 10 },
    prefetch: true,
  },
  {
    paths: ['/manager/users'],
    page: async () => (await import('./manager/users-page')).UsersPage,
    namespaces: MANAGE,
    title: 'users',
    ability: 'users.manage',
    menu: { label: 'users', icon: 'users', order: 20 },
  },
  {
    paths: ['/manager/approval-queue'],
    page: async () => (await import('./manager/approval-queue-page')).ApprovalQueuePage,
    namespaces: REVIEW,
    title: 'approvalQueue',
    ability: 'entry.decide',
    menu: { label: 'approvalQueue', icon: 'approvalQueue', order: 30, badge: 'pending' },
    prefetch: true,
  },
  {
    paths: ['/manager/history'],
    page: async () => (await import('./manager/history-page')).HistoryPage,
    namespaces: REVIEW,
    title: 'history',
    ability: 'entry.decide',
    menu: { label: 'history', icon: 'history', order: 40 },
  },
  {
    paths: ['/manager/on-site'],
    page: async () => (await import('./manager/on-site-page')).OnSitePage,
    namespaces: REVIEW,
    title: 'onSite',
    ability: 'entry.decide',
    menu: { label: 'onSite', icon: 'onSite', order: 50 },
  },
  {
    paths: ['/manager/roll-call'],
    page: async () => (await import('./manager/roll-call-page')).RollCallPage,
    namespaces: REVIEW,
    title: 'rollCall',
    ability: 'entry.decide',
  },
  {
    paths: ['/manager/scaffolding-management'],
    page: async () =>
      (await import('./manager/scaffolding-management-page')).ScaffoldingManagementPage,
    namespaces: [...MANAGE, 'inspections'],
    title: 'scaffolding',
    ability: 'equipment.read',
    menu: { label: 'scaffolding', icon: 'scaffolding', order: 60, badge: 'scaffolding' },
  },
  {
    paths: ['/manager/simple-scaffolding-management'],
    page: async () =>
      (await import('./manager/scaffolding-management-page')).SimpleScaffoldingManagementPage,
    namespaces: [...MANAGE, 'inspections'],
    title: 'scaffolding',
    ability: 'equipment.read',
  },
  {
    // Everyone reads the settings; only admins may change them, which the page itself tells.
    paths: ['/manager/scaffolding-settings'],
    page: async () => (await import('./manager/scaffolding-settings-page')).ScaffoldingSettingsPage,
    namespaces: MANAGE,
    title: 'scaffoldingSettings',
    ability: 'equipment.read',
  },
  {
    paths: ['/manager/inspections/:id'],
    page: async () => (await import('./manager/inspection-pages')).InspectionPage,
    namespaces: ['inspections', 'validation'],
    title: 'inspection',
    ability: 'equipment.read',
  },
  {
    paths: ['/manager/inspection-register'],
    page: async () => (await import('./manager/inspection-pages')).InspectionRegisterPage,
    namespaces: ['inspections'],
    title: 'inspectionRegister',
    ability: 'equipment.read',
  },
  {
    paths: ['/manager/inspection-checklists'],
    page: async () => (await import('./manager/inspection-pages')).InspectionChecklistsPage,
    namespaces: ['inspections', 'manage', 'validation'],
    title: 'inspectionChecklists',
    ability: 'equipment.checklists',
  },
  {
    paths: ['/manager/inspection-qualifications'],
    page: async () => (await import('./manager/inspection-pages')).InspectionQualificationsPage,
    namespaces: ['inspections', 'manage'],
    title: 'inspectionQualifications',
    ability: 'equipment.checklists',
  },
  {
    paths: ['/manager/permits'],
    page: async () => (await import('./manager/permit-pages')).PermitBoardPage,
    namespaces: ['permits', 'validation'],
    title: 'permits',
    ability: 'permits.read',
    menu: { label: 'permits', icon: 'scaffolding', order: 65, badge: 'permits' },
  },
  {
    paths: ['/manager/permit-register'],
    page: async () => (await import('./manager/permit-pages')).PermitRegisterPage,
    namespaces: ['permits'],
    title: 'permitRegister',
    ability: 'permits.read',
  },
  {
    paths: ['/manager/form-editor'],
    page: async () => (await import('./manager/form-editor-page')).FormEditorPage,
    namespaces: MANAGE,
    title: 'formEditor',
    ability: 'forms.edit',
    menu: { label: 'formEditor', icon: 'formEditor', order: 70 },
  },
  {
    // The worker's form of any site in scope, in any language, in preview: tried out, never
    // sent. Reached at /test-form and from the menu's entry-page test link.
    paths: ['/manager/test-form'],
    page: async () => (await import('./manager/test-form-page')).TestFormPage,
    namespaces: MANAGE,
    title: 'testForm',
    ability: 'forms.edit',
    menu: { label: 'entryPageTest', icon: 'entryPageTest', order: 75 },
  },
  {
    paths: ['/manager/print-qr'],
    page: async () => (await import('./manager/print-qr-page')).PrintQrPage,
    namespaces: MANAGE,
    title: 'printQr',
    ability: 'sites.edit',
    menu: { label: 'printQr', icon: 'printQr', order: 80 },
  },
  {
    paths: ['/manager/kiosks'],
    page: async () => (await import('./manager/kiosks-page')).KiosksPage,
    namespaces: MANAGE,
    title: 'kiosks',
    ability: 'kiosks.manage',
    menu: { label: 'kiosks', icon: 'system', order: 81 },
  },
  {
    paths: ['/manager/company-profile'],
    page: async () => (await import('./manager/company-profile-page')).CompanyProfilePage,
    namespaces: MANAGE,
    title: 'companyProfile',
    ability: 'company.account',
    also: (user) => user.companyId !== null,
    menu: { label: 'companyProfile', icon: 'companyProfile', order: 90 },
  },
  {
    paths: ['/manager/privacy'],
    page: async () => (await import('./manager/privacy-page')).PrivacyPage,
    namespaces: MANAGE,
    title: 'privacy',
    ability: 'privacy.manage',
    also: (user) => user.companyId !== null,
    menu: { label: 'privacy', icon: 'companyProfile', order: 92 },
  },
  {
    paths: ['/manager/workers'],
    page: async () => (await import('./manager/workers-page')).WorkersPage,
    namespaces: REVIEW,
    title: 'workers',
    ability: 'workers.recognition',
    also: (user) => user.companyId !== null,
    menu: { label: 'workers', icon: 'users', order: 91 },
  },
  {
    paths: ['/manager/certificates'],
    page: async () => (await import('./manager/certificates-page')).CertificatesPage,
    namespaces: ['certificates'],
    title: 'certificates',
    ability: 'certificates.view',
    also: (user) => user.companyId !== null,
    menu: { label: 'certificates', icon: 'users', order: 91.5 },
  },
  {
    paths: ['/manager/audit-log'],
    page: async () => (await import('./manager/audit-log-page')).AuditLogPage,
    // The request statuses' names are the review screens'.
    namespaces: [...MANAGE, 'review'],
    title: 'auditLog',
    ability: 'audit.read',
    also: (user) => user.companyId !== null,
    menu: { label: 'auditLog', icon: 'history', order: 94 },
  },
  {
    paths: ['/manager/notifications'],
    page: async () => (await import('./manager/push-devices-page')).PushDevicesPage,
    namespaces: ['notifications'],
    title: 'pushDevices',
    ability: 'push.devices',
    menu: { label: 'pushDevices', icon: 'system', order: 96 },
  },
  {
    paths: ['/manager/crews'],
    page: async () => (await import('./manager/crews-page')).CrewsPage,
    namespaces: ['crew', 'manage', 'validation'],
    title: 'crews',
    ability: 'crews.manage',
    also: (user) => user.companyId !== null,
    menu: { label: 'crews', icon: 'users', order: 89 },
  },
  {
    paths: ['/manager/briefing'],
    page: async () => (await import('./manager/briefing-page')).BriefingPage,
    namespaces: ['crew', 'manage', 'validation'],
    title: 'briefing',
    ability: 'briefings.manage',
    also: (user) => user.companyId !== null,
    menu: { label: 'briefing', icon: 'approvalQueue', order: 88 },
  },
  {
    paths: ['/manager/webhooks'],
    page: async () => (await import('./manager/webhooks-page')).WebhooksPage,
    namespaces: ['notifications', 'validation'],
    title: 'webhooks',
    ability: 'webhooks.manage',
    also: (user) => user.companyId !== null,
    menu: { label: 'webhooks', icon: 'system', order: 97 },
  },
  {
    // The messages of the sites' public form; the platform's leads are /admin/contact-requests.
    paths: ['/manager/contact-requests'],
    page: async () => (await import('./manager/site-inquiries-page')).SiteInquiriesPage,
    namespaces: [...MANAGE, 'site-inquiry'],
    title: 'contactRequests',
    ability: 'site-inquiries.read',
    also: (user) => user.companyId !== null,
    menu: { label: 'contactRequests', icon: 'contactRequests', order: 93 },
  },
  {
    paths: ['/admin/companies'],
    page: async () => (await import('./admin/companies-page')).CompaniesPage,
    namespaces: ADMIN,
    title: 'companies',
    ability: 'platform.manage',
    menu: { label: 'companies', icon: 'companies', order: 200 },
  },
  {
    // The main account creators are named only in the server's configuration, whatever their
    // role, so the card lets every role in and shows the server's refusal.
    paths: ['/admin/companies/:companyId'],
    page: async () => (await import('./admin/company-card-page')).CompanyCardPage,
    // The card shows the dashboard's waiting-time figures, whose texts are the review's.
    namespaces: [...ADMIN, 'backoffice', 'review'],
    title: 'companyCard',
    ability: 'platform.company-card',
  },
  {
    paths: ['/admin/system'],
    page: async () => (await import('./admin/system-page')).SystemPage,
    namespaces: ADMIN,
    title: 'system',
    ability: 'platform.manage',
    menu: { label: 'system', icon: 'system', order: 210 },
  },
  {
    paths: ['/admin/system-monitoring'],
    page: async () => (await import('./admin/system-monitoring-page')).SystemMonitoringPage,
    namespaces: ADMIN,
    title: 'systemMonitoring',
    ability: 'platform.manage',
    menu: { label: 'systemMonitoring', icon: 'system', order: 215, hub: true },
  },
  {
    paths: ['/admin/users', '/admin/user-management'],
    page: async () => (await import('./admin/platform-users-page')).PlatformUsersPage,
    namespaces: BACKOFFICE,
    title: 'platformUsers',
    ability: 'platform.users',
    menu: { label: 'platformUsers', icon: 'users', order: 220, hub: true },
  },
  {
    // Support's question when someone cannot sign in; the platform's people only.
    paths: ['/admin/check-user'],
    page: async () => (await import('./admin/check-user-page')).CheckUserPage,
    namespaces: BACKOFFICE,
    title: 'checkUser',
    ability: 'platform.users',
    menu: { label: 'checkUser', icon: 'users', order: 225, hub: true },
  },
  {
    paths: ['/admin/contact-requests'],
    page: async () => (await import('./admin/leads-page')).LeadsPage,
    namespaces: BACKOFFICE,
    title: 'leads',
    ability: 'leads.read',
    menu: { label: 'leads', icon: 'contactRequests', order: 230, hub: true },
  },
  {
    paths: ['/admin/sales-agents'],
    page: async () => (await import('./admin/sales-agents-page')).SalesAgentsPage,
    namespaces: BACKOFFICE,
    title: 'salesAgents',
    ability: 'agents.manage',
    menu: { label: 'salesAgents', icon: 'users', order: 240, hub: true },
  },
  {
    paths: ['/admin/daily-billing'],
    page: async () => (await import('./admin/daily-billing-page')).DailyBillingPage,
    namespaces: BACKOFFICE,
    title: 'dailyBilling',
    ability: 'billing.manage',
    menu: { label: 'dailyBilling', icon: 'companies', order: 250, hub: true },
  },
  {
    paths: ['/admin/customer-card'],
    page: async () => (await import('./admin/customer-card-page')).CustomerCardPage,
    namespaces: BACKOFFICE,
    title: 'customerCard',
    ability: 'customers.read',
    menu: { label: 'customerCard', icon: 'companies', order: 255, hub: true },
  },
  {
    paths: ['/admin/aluminum-management'],
    page: async () => (await import('./admin/product-line-pages')).AluminumPage,
    namespaces: BACKOFFICE,
    title: 'aluminum',
    ability: 'product-lines.manage',
    menu: { label: 'aluminum', icon: 'companies', order: 260, hub: true },
  },
  {
    // A company inside a product line: its card, at the product line's own address.
    paths: ['/admin/aluminum-management/:companyId', '/admin/simple-company-management/:companyId'],
    page: async () => (await import('./admin/company-card-page')).CompanyCardPage,
    // The card shows the dashboard's waiting-time figures, whose texts are the review's.
    namespaces: [...ADMIN, 'backoffice', 'review'],
    title: 'companyCard',
    ability: 'platform.company-card',
  },
  {
    paths: ['/admin/simple-company-management'],
    page: async () => (await import('./admin/product-line-pages')).SimpleCompaniesPage,
    namespaces: BACKOFFICE,
    title: 'simpleCompanies',
    ability: 'product-lines.manage',
    menu: { label: 'simpleCompanies', icon: 'companies', order: 270, hub: true },
  },
  {
    paths: ['/admin/system-pages'],
    page: async () => (await import('./admin/system-pages-page')).SystemPagesPage,
    namespaces: ['site-content', 'validation'],
    title: 'systemPages',
    ability: 'content.manage',
    menu: { label: 'systemPages', icon: 'system', order: 280, hub: true },
  },
  {
    paths: ['/admin/page-visits'],
    page: async () => (await import('./admin/page-visits-page')).PageVisitsPage,
    namespaces: ['visits', 'validation'],
    title: 'pageVisits',
    ability: 'visits.read',
    menu: { label: 'pageVisits', icon: 'dashboard', order: 285, hub: true },
  },
  {
    paths: ['/agent/portfolio', '/agent'],
    page: async () => (await import('./agent/portfolio-page')).PortfolioPage,
    namespaces: BACKOFFICE,
    title: 'portfolio',
    ability: 'portfolio.read',
    menu: { label: 'portfolio', icon: 'dashboard', order: 10 },
  },
];

/** The area a staff path belongs to. */
export function areaOf(path: StaffPath): StaffArea {
  return path.split('/')[1] as StaffArea;
}
