import { workerCertificates, workerTokens } from '../../server/db/schema';
import { randomToken } from '../../server/lib/crypto';
import type { AuthorizationWorld, Tenant } from '../authorization-world';
import type { AuthorizationRow } from './row';

/** A fresh certificate shown on the tenant's site, not yet verified: a verification uses it up. */
async function unverifiedCertificate(tenant: Tenant, world: AuthorizationWorld) {
  const [token] = await world.t.db
    .insert(workerTokens)
    .values({ companyId: tenant.companyId, tokenHash: randomToken(16) })
    .returning();
  const [certificate] = await world.t.db
    .insert(workerCertificates)
    .values({
      companyId: tenant.companyId,
      workerTokenId: token!.id,
      kind: 'work_at_height',
      domains: ['roofs'],
      number: randomToken(6),
      issuedOn: '2026-01-01',
      expiresOn: '2027-12-31',
      dateOfBirth: '1990-01-01',
      entryRequestId: tenant.entryId,
    })
    .returning();
  return certificate!.id;
}

/**
 * Workers' certificates: the list of the caller's company and sites, and their verification; a
 * certificate shown on another company's site, or on a site the caller does not hold, is not
 * found.
 */
export const CERTIFICATE_ROWS: AuthorizationRow[] = [
  {
    method: 'GET',
    route: '/api/certificates',
    ability: 'certificates.view',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/certificates' }),
  },
  {
    method: 'POST',
    route: '/api/certificates/:id/verify',
    ability: 'certificates.verify',
    ok: 200,
    scope: 'object',
    request: async (x, world) => ({
      url: `/api/certificates/${await unverifiedCertificate(x, world)}/verify`,
    }),
  },
];
