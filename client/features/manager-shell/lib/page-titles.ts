export type PageTitleKey =
  | 'dashboard'
  | 'approvalQueue'
  | 'history'
  | 'onSite'
  | 'rollCall'
  | 'formEditor'
  | 'printQr'
  | 'users'
  | 'companyProfile'
  | 'scaffolding'
  | 'scaffoldingSettings'
  | 'contactRequests'
  | 'companies'
  | 'companyCard'
  | 'system';

/** The shell's routes and their titles (SPEC.md section 2, and the on-site screens). */
const TITLES: Record<string, PageTitleKey> = {
  '/manager': 'dashboard',
  '/manager/dashboard': 'dashboard',
  '/manager/approval-queue': 'approvalQueue',
  '/manager/history': 'history',
  '/manager/on-site': 'onSite',
  '/manager/roll-call': 'rollCall',
  '/manager/form-editor': 'formEditor',
  '/manager/print-qr': 'printQr',
  '/manager/users': 'users',
  '/manager/company-profile': 'companyProfile',
  '/manager/scaffolding-management': 'scaffolding',
  '/manager/simple-scaffolding-management': 'scaffolding',
  '/manager/scaffolding-settings': 'scaffoldingSettings',
  '/manager/contact-requests': 'contactRequests',
  '/admin/companies': 'companies',
  '/admin/system': 'system',
};

const COMPANY_CARD = /^\/admin\/companies\/[^/]+$/;

/** The title of a shell page; /manager/users/ and /manager/users are the same page. */
export function pageTitleKey(pathname: string): PageTitleKey | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return TITLES[path] ?? (COMPANY_CARD.test(path) ? 'companyCard' : null);
}
