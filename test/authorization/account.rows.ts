import { TEST_PASSWORD } from '../factories';
import { unique, type AuthorizationRow } from './row';

/** The caller's own account and company: the scope is the session, with no id to change. */
export const ACCOUNT_ROWS: AuthorizationRow[] = [
  {
    method: 'GET',
    route: '/api/auth/user',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/auth/user' }),
  },
  {
    method: 'POST',
    route: '/api/auth/change-password',
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
    ok: 200,
    answers: { super_admin: 404, sales_agent: 404 },
    scope: 'session',
    request: () => ({ url: '/api/company/profile' }),
  },
  {
    method: 'PUT',
    route: '/api/company/profile',
    ability: 'company.profile',
    ok: 200,
    scope: 'session',
    request: () => ({
      url: '/api/company/profile',
      payload: { name: unique('חברה '), type: 'subcontractor', logoFileId: null },
    }),
  },
];
