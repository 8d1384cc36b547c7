import { createEntryRequest } from '../entry-factories';
import type { AuthorizationWorld, Tenant } from '../authorization-world';
import type { AuthorizationRow } from './row';

let serial = 0;

/** A worker of the tenant's site with a phone nobody else has: an erase uses his data up. */
async function workerPhone(tenant: Tenant, world: AuthorizationWorld) {
  serial += 1;
  const phone = `054-${String(Date.now() % 1_000_000).padStart(6, '0')}${String(serial).padStart(3, '0')}`;
  await createEntryRequest(world.t.db, {
    companyId: tenant.companyId,
    siteId: tenant.siteId,
    phone,
  });
  return phone;
}

/**
 * The company's retention period, a worker's data on request and the audit log. The company is
 * always the caller's own; a worker known only to another company is not found.
 */
export const PRIVACY_ROWS: AuthorizationRow[] = [
  {
    method: 'GET',
    route: '/api/privacy/settings',
    ability: 'privacy.manage',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/privacy/settings' }),
  },
  {
    method: 'PUT',
    route: '/api/privacy/settings',
    ability: 'privacy.manage',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/privacy/settings', payload: { retentionMonths: 12 } }),
  },
  {
    method: 'POST',
    route: '/api/privacy/worker-export',
    ability: 'privacy.manage',
    ok: 200,
    scope: 'object',
    request: async (x, world) => ({
      url: '/api/privacy/worker-export',
      payload: { phone: await workerPhone(x, world) },
    }),
  },
  {
    method: 'POST',
    route: '/api/privacy/worker-erase',
    ability: 'privacy.manage',
    ok: 200,
    scope: 'object',
    request: async (x, world) => ({
      url: '/api/privacy/worker-erase',
      payload: { phone: await workerPhone(x, world) },
    }),
  },
  {
    method: 'GET',
    route: '/api/audit-log',
    ability: 'audit.read',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/audit-log?action=entry_request' }),
  },
  {
    method: 'GET',
    route: '/api/access-log',
    ability: 'audit.read',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/access-log?kind=entry_file' }),
  },
];
