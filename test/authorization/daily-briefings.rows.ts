import type { AuthorizationRow } from './row';

/**
 * A site's daily briefing, for those who manage it; who confirmed it today, for those who
 * decide entries; and the worker's own briefing, read by the request he holds.
 */
export const DAILY_BRIEFING_ROWS: AuthorizationRow[] = [
  {
    method: 'GET',
    route: '/api/sites/:siteId/briefing',
    ability: 'briefings.manage',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/sites/${x.siteId}/briefing` }),
  },
  {
    method: 'PUT',
    route: '/api/sites/:siteId/briefing',
    ability: 'briefings.manage',
    ok: 200,
    scope: 'object',
    request: (x) => ({
      url: `/api/sites/${x.siteId}/briefing`,
      payload: { kind: 'text', content: { he: 'תדריך הבוקר' } },
    }),
  },
  {
    method: 'GET',
    route: '/api/sites/:siteId/briefing/confirmations',
    ability: 'entry.decide',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/sites/${x.siteId}/briefing/confirmations` }),
  },
  {
    method: 'GET',
    route: '/api/briefing',
    isPublic: true,
    ok: 200,
    scope: 'session',
    request: (x) => ({ url: `/api/briefing?entryRequestId=${x.entryId}` }),
  },
];
