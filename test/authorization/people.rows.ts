import { unique, type AuthorizationRow } from './row';

/** The company's users, and the platform's inquiries (leads of no company). */
export const PEOPLE_ROWS: AuthorizationRow[] = [
  {
    method: 'GET',
    route: '/api/users',
    ability: 'users.manage',
    ok: 200,
    scope: 'named-company',
    request: (x) => ({ url: `/api/users?companyId=${x.companyId}` }),
  },
  {
    method: 'POST',
    route: '/api/users',
    ability: 'users.manage',
    ok: 201,
    scope: 'named-company',
    request: (x) => ({
      url: '/api/users',
      payload: {
        username: unique('auth-'),
        password: 'long-enough-1',
        role: 'safety_manager',
        siteIds: [x.siteId],
        companyId: x.companyId,
      },
    }),
  },
  {
    method: 'PATCH',
    route: '/api/users/:id',
    ability: 'users.manage',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/users/${x.userId}`, payload: { firstName: unique('שם') } }),
  },
  {
    method: 'POST',
    route: '/api/users/:id/password',
    ability: 'users.manage',
    ok: 200,
    scope: 'object',
    request: (x) => ({
      url: `/api/users/${x.userId}/password`,
      payload: { password: unique('password-') },
    }),
  },
  {
    method: 'POST',
    route: '/api/contact-requests',
    isPublic: true,
    ok: 201,
    scope: 'session',
    request: () => ({
      url: '/api/contact-requests',
      payload: { name: unique('פונה '), phone: '050-1234567' },
    }),
  },
  {
    // docs/decisions/007: inquiries belong to the platform, so the company admin is not a reader.
    method: 'GET',
    route: '/api/contact-requests',
    ability: 'leads.read',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/contact-requests' }),
  },
  {
    method: 'PATCH',
    route: '/api/contact-requests/:id',
    ability: 'leads.read',
    // A sales agent reaches only the leads assigned to him.
    answers: { sales_agent: 404 },
    ok: 200,
    scope: 'session',
    request: (_x, world) => ({
      url: `/api/contact-requests/${world.contactRequestId}`,
      payload: { note: unique('הערה ') },
    }),
  },
];
