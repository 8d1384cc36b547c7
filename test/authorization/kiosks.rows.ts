import { randomBytes } from 'node:crypto';
import { kiosks } from '../../server/db/schema';
import type { AuthorizationWorld, Tenant } from '../authorization-world';
import type { AuthorizationRow } from './row';

/** A kiosk of the tenant's site, fresh for each call, since a revocation uses one up. */
async function kioskOf(tenant: Tenant, world: AuthorizationWorld) {
  const [row] = await world.t.db
    .insert(kiosks)
    .values({ companyId: tenant.companyId, siteId: tenant.siteId, label: 'Gate' })
    .returning();
  return row!.id;
}

/**
 * A site's kiosks are made and revoked by the staff who edit the site, for their sites; the
 * tablet's own calls are public and carry the kiosk's token instead, refused here as made up.
 */
export const KIOSK_ROWS: AuthorizationRow[] = [
  {
    method: 'GET',
    route: '/api/kiosks/sites/:siteId',
    ability: 'kiosks.manage',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/kiosks/sites/${x.siteId}` }),
  },
  {
    method: 'POST',
    route: '/api/kiosks/sites/:siteId',
    ability: 'kiosks.manage',
    ok: 201,
    scope: 'object',
    request: (x) => ({ url: `/api/kiosks/sites/${x.siteId}`, payload: { label: 'Gate' } }),
  },
  {
    method: 'POST',
    route: '/api/kiosks/:id/revoke',
    ability: 'kiosks.manage',
    ok: 200,
    scope: 'object',
    request: async (x, world) => ({ url: `/api/kiosks/${await kioskOf(x, world)}/revoke` }),
  },
  {
    method: 'POST',
    route: '/api/kiosk/pair',
    isPublic: true,
    ok: 403,
    scope: 'session',
    request: () => ({
      url: '/api/kiosk/pair',
      payload: { code: randomBytes(24).toString('base64url') },
    }),
  },
  {
    method: 'GET',
    route: '/api/kiosk/session',
    isPublic: true,
    ok: 403,
    scope: 'session',
    request: () => ({ url: '/api/kiosk/session' }),
  },
];
