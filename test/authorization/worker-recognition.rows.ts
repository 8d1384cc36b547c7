import { createEntryRequest } from '../entry-factories';
import type { AuthorizationWorld, Tenant } from '../authorization-world';
import type { AuthorizationRow } from './row';

let serial = 0;

/** A worker who visited the tenant's site, with a phone nobody else has. */
async function workerPhone(tenant: Tenant, world: AuthorizationWorld) {
  serial += 1;
  const phone = `055-${String(Date.now() % 1_000_000).padStart(6, '0')}${String(serial).padStart(3, '0')}`;
  await createEntryRequest(world.t.db, {
    companyId: tenant.companyId,
    siteId: tenant.siteId,
    phone,
  });
  return phone;
}

/**
 * A worker's visits, the revocation of the phones that remember him or of his inductions, and what a site lets
 * a known worker reuse: the caller's company and sites only; another company's worker or site
 * is not found. Which detail recognises a worker on a new phone is the company admin's.
 */
export const WORKER_RECOGNITION_ROWS: AuthorizationRow[] = [
  {
    method: 'GET',
    route: '/api/worker-recognition/workers',
    ability: 'workers.recognition',
    ok: 200,
    scope: 'object',
    request: async (x, world) => ({
      url: `/api/worker-recognition/workers?phone=${await workerPhone(x, world)}`,
    }),
  },
  {
    method: 'POST',
    route: '/api/worker-recognition/workers/revoke',
    ability: 'workers.recognition',
    ok: 200,
    scope: 'object',
    request: async (x, world) => ({
      url: '/api/worker-recognition/workers/revoke',
      payload: { phone: await workerPhone(x, world) },
    }),
  },
  {
    method: 'POST',
    route: '/api/worker-recognition/workers/revoke-induction',
    ability: 'workers.induction',
    ok: 200,
    scope: 'object',
    request: async (x, world) => ({
      url: '/api/worker-recognition/workers/revoke-induction',
      payload: { phone: await workerPhone(x, world) },
    }),
  },
  {
    method: 'GET',
    route: '/api/worker-recognition/sites/:siteId',
    ability: 'sites.edit',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/worker-recognition/sites/${x.siteId}` }),
  },
  {
    method: 'PUT',
    route: '/api/worker-recognition/sites/:siteId',
    ability: 'sites.edit',
    ok: 200,
    scope: 'object',
    request: (x) => ({
      url: `/api/worker-recognition/sites/${x.siteId}`,
      payload: { requiresFreshPhoto: false, allowsSignatureReuse: true },
    }),
  },
  {
    method: 'GET',
    route: '/api/worker-recognition/company',
    ability: 'company.profile',
    ok: 200,
    answers: { super_admin: 404 },
    scope: 'session',
    request: () => ({ url: '/api/worker-recognition/company' }),
  },
  {
    method: 'PUT',
    route: '/api/worker-recognition/company',
    ability: 'company.profile',
    ok: 200,
    answers: { super_admin: 404 },
    scope: 'session',
    request: () => ({
      url: '/api/worker-recognition/company',
      payload: { detailFieldId: null },
    }),
  },
];
