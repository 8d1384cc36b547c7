import { TEST_PASSWORD } from '../../test/factories';
import { unique, EVERY_ROLE, type AuthorizationRow } from './row';

/** The caller's own account and company: the scope is the session, with no id to change. */
export const ACCOUNT_ROWS: AuthorizationRow[] = [
  {
    method: 'GET',
    route: '/api/auth/user',
    roles: EVERY_ROLE,
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/auth/user' }),
  },
  {
    method: 'POST',
    route: '/api/auth/change-password',
    roles: EVERY_ROLE,
    ok: 200,
    scope: 'session',
    // The same password again, so every later case still signs in with it.
    request: () => ({
      url: '/api/auth/change-password',
      payload: { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
    }),
  },
  {
    method: 'GET',
    route: '/api/company/profile',
    roles: EVERY_ROLE,
    ok: 200,
    superAdminStatus: 404,
    scope: 'session',
    request: () => ({ url: '/api/company/profile' }),
  },
  {
    method: 'PUT',
    route: '/api/company/profile',
    roles: ['admin', 'company_admin'],
    ok: 200,
    scope: 'session',
    request: () => ({
      url: '/api/company/profile',
      payload: { name: unique('חברה '), type: 'subcontractor', logoFileId: null },
    }),
  },
];
