import { unique, type AuthorizationRow } from './row';

/** The platform's own screens under /api/admin: the super admin only (docs/access.md). */
export const PLATFORM_ADMIN_ROWS: AuthorizationRow[] = [
  {
    method: 'GET',
    route: '/api/admin/companies',
    ability: 'platform.manage',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/admin/companies' }),
  },
  {
    method: 'GET',
    route: '/api/admin/companies/export.csv',
    ability: 'platform.manage',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/admin/companies/export.csv' }),
  },
  {
    method: 'POST',
    route: '/api/admin/companies',
    ability: 'platform.manage',
    ok: 201,
    scope: 'session',
    request: () => ({
      url: '/api/admin/companies',
      payload: {
        company: { name: unique('חברה '), type: 'subcontractor' },
        admin: { username: unique('first-admin-'), password: 'long-enough-1' },
      },
    }),
  },
  {
    // Main-account creators open a card too; no caller of the table holds such a username.
    method: 'GET',
    route: '/api/admin/companies/:id',
    ability: 'platform.manage',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/admin/companies/${x.companyId}` }),
  },
  {
    method: 'GET',
    route: '/api/admin/companies/:id/wait-times',
    ability: 'platform.manage',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/admin/companies/${x.companyId}/wait-times` }),
  },
  {
    method: 'PUT',
    route: '/api/admin/companies/:id',
    ability: 'platform.manage',
    ok: 200,
    scope: 'object',
    request: (x) => ({
      url: `/api/admin/companies/${x.companyId}`,
      payload: { name: unique('חברה '), type: 'main_contractor' },
    }),
  },
  {
    // Reactivating an active company: the callers of every other row stay able to work.
    method: 'PUT',
    route: '/api/admin/companies/:id/status',
    ability: 'platform.manage',
    ok: 200,
    scope: 'object',
    request: (x) => ({
      url: `/api/admin/companies/${x.companyId}/status`,
      payload: { isActive: true },
    }),
  },
  {
    method: 'GET',
    route: '/api/admin/system',
    ability: 'platform.manage',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/admin/system' }),
  },
  {
    method: 'GET',
    route: '/api/admin/system/history',
    ability: 'platform.manage',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/admin/system/history?range=30d' }),
  },
];
