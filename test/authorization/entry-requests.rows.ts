import { createEntryRequest } from '../entry-factories';
import type { AuthorizationRow } from './row';

/** The queue, history, details, decisions and images of entry requests. */
export const ENTRY_REVIEW_ROWS: AuthorizationRow[] = [
  {
    method: 'GET',
    route: '/api/entry-requests',
    ability: 'entry.decide',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/entry-requests?siteId=${x.siteId}` }),
  },
  {
    method: 'GET',
    route: '/api/entry-requests/export.csv',
    ability: 'entry.decide',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/entry-requests/export.csv?siteId=${x.siteId}` }),
  },
  {
    method: 'GET',
    route: '/api/entry-requests/pending',
    ability: 'entry.decide',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/entry-requests/pending' }),
  },
  {
    method: 'GET',
    route: '/api/sites/:siteId/entry-requests/pending',
    ability: 'entry.decide',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/sites/${x.siteId}/entry-requests/pending` }),
  },
  {
    method: 'GET',
    route: '/api/entry-requests/counts',
    ability: 'entry.decide',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/entry-requests/counts' }),
  },
  {
    method: 'GET',
    route: '/api/entry-requests/approved',
    ability: 'entry.decide',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/entry-requests/approved' }),
  },
  {
    method: 'GET',
    route: '/api/entry-requests/:id/details',
    ability: 'entry.decide',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/entry-requests/${x.entryId}/details` }),
  },
  {
    method: 'POST',
    route: '/api/entry-requests/:id/status',
    ability: 'entry.decide',
    ok: 200,
    scope: 'object',
    // A decision is final, so every call decides a request of its own.
    request: async (x, world) => {
      const entry = await createEntryRequest(world.t.db, {
        companyId: x.companyId,
        siteId: x.siteId,
      });
      return { url: `/api/entry-requests/${entry.id}/status`, payload: { status: 'approved' } };
    },
  },
  {
    method: 'GET',
    route: '/api/files/:fileId',
    ability: 'entry.decide',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/files/${x.fileId}` }),
  },
];
