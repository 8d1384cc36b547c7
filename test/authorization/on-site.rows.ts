import type { AuthorizationRow } from './row';

/** Who is on site, roll calls and the dashboard. */
export const ON_SITE_ROWS: AuthorizationRow[] = [
  {
    method: 'GET',
    route: '/api/on-site',
    ability: 'entry.decide',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/on-site?siteId=${x.siteId}` }),
  },
  {
    method: 'POST',
    route: '/api/roll-calls',
    ability: 'entry.decide',
    ok: 201,
    scope: 'object',
    request: (x) => ({ url: '/api/roll-calls', payload: { siteId: x.siteId } }),
  },
  {
    method: 'GET',
    route: '/api/roll-calls',
    ability: 'entry.decide',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/roll-calls?siteId=${x.siteId}` }),
  },
  {
    method: 'GET',
    route: '/api/roll-calls/:id',
    ability: 'entry.decide',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/roll-calls/${x.rollCallId}` }),
  },
  {
    method: 'PATCH',
    route: '/api/roll-calls/:id/entries/:entryId',
    ability: 'entry.decide',
    ok: 200,
    scope: 'object',
    request: (x) => ({
      url: `/api/roll-calls/${x.rollCallId}/entries/${x.rollCallEntryId}`,
      payload: { isSafe: true },
    }),
  },
  {
    method: 'GET',
    route: '/api/roll-calls/:id/export.csv',
    ability: 'entry.decide',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/roll-calls/${x.rollCallId}/export.csv` }),
  },
  {
    method: 'GET',
    route: '/api/dashboard',
    ability: 'entry.decide',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/dashboard?siteId=${x.siteId}` }),
  },
];
