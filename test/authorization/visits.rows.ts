import type { AuthorizationRow } from './row';

const range = 'from=2026-01-01&to=2026-01-31';

/** Visits: the beacon is anyone's; the report and its file are the platform's people's. */
export const VISITS_ROWS: AuthorizationRow[] = [
  {
    method: 'POST',
    route: '/api/visits',
    isPublic: true,
    ok: 204,
    scope: 'session',
    request: () => ({ url: '/api/visits', payload: { events: [{ step: 'view', path: '/' }] } }),
  },
  {
    method: 'GET',
    route: '/api/visits/report',
    ability: 'visits.read',
    ok: 200,
    scope: 'session',
    request: () => ({ url: `/api/visits/report?${range}` }),
  },
  {
    method: 'GET',
    route: '/api/visits/export.csv',
    ability: 'visits.read',
    ok: 200,
    scope: 'session',
    request: () => ({ url: `/api/visits/export.csv?${range}` }),
  },
];
