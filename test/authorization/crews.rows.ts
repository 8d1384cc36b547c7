import { crewForemen } from '../../server/db/schema';
import { createCrew } from '../crew-fixtures';
import { unique, type AuthorizationRow } from './row';

/**
 * Crews in the queue and their decision, for those who decide entries; a site's crew limit and
 * its named foremen, for those who manage crews; and the foreman's own check, public.
 */
export const CREW_ROWS: AuthorizationRow[] = [
  {
    method: 'GET',
    route: '/api/crews/foreman',
    isPublic: true,
    ok: 200,
    scope: 'session',
    request: (x) => ({ url: `/api/crews/foreman?siteId=${x.siteId}` }),
  },
  {
    method: 'GET',
    route: '/api/sites/:siteId/crews/pending',
    ability: 'entry.decide',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/sites/${x.siteId}/crews/pending` }),
  },
  {
    method: 'POST',
    route: '/api/crews/:id/decision',
    ability: 'entry.decide',
    ok: 200,
    scope: 'object',
    // A fresh crew each call: a decided one has nothing left to decide.
    request: async (x, world) => {
      const crew = await createCrew(world.t.db, { companyId: x.companyId, siteId: x.siteId });
      return { url: `/api/crews/${crew.id}/decision`, payload: { status: 'approved' } };
    },
  },
  {
    method: 'GET',
    route: '/api/sites/:siteId/crew-settings',
    ability: 'crews.manage',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/sites/${x.siteId}/crew-settings` }),
  },
  {
    method: 'PUT',
    route: '/api/sites/:siteId/crew-settings',
    ability: 'crews.manage',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/sites/${x.siteId}/crew-settings`, payload: { maxCrewSize: 12 } }),
  },
  {
    method: 'POST',
    route: '/api/sites/:siteId/foremen',
    ability: 'crews.manage',
    ok: 201,
    scope: 'object',
    request: (x) => ({
      url: `/api/sites/${x.siteId}/foremen`,
      payload: { name: unique('Foreman '), phone: '050-1234567' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/crew-foremen/:id',
    ability: 'crews.manage',
    ok: 204,
    scope: 'object',
    request: async (x, world) => {
      const [foreman] = await world.t.db
        .insert(crewForemen)
        .values({
          companyId: x.companyId,
          siteId: x.siteId,
          name: 'Foreman',
          phone: '050-1234567',
          passHash: unique('hash-'),
        })
        .returning({ id: crewForemen.id });
      return { url: `/api/crew-foremen/${foreman!.id}` };
    },
  },
];
