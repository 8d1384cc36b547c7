import type { SessionUser } from '@shared/schemas/auth.schemas';
import type { CompanyWaitTimes, WaitTimes } from '@shared/schemas/wait-times.schemas';
import type { Db } from '../../db/client';
import { companyIdForCall, siteIdsInScope } from '../../lib/scope';
import * as repo from './wait-times.repository';

/**
 * How long the gate waits, per site of the caller's scope: a company's staff see their own
 * sites, the super admin the company he names.
 */
export async function waitTimes(
  db: Db,
  user: SessionUser,
  requestedCompanyId: number | undefined,
  now = new Date(),
): Promise<WaitTimes> {
  const companyId = companyIdForCall(user, requestedCompanyId);
  const siteIds = siteIdsInScope(user);
  const [sites, waiting] = await Promise.all([
    repo.siteFigures(db, companyId, siteIds, now),
    repo.waitingRequests(db, companyId, siteIds, now),
  ]);
  return { sites, waiting };
}

/** Every site of a company the platform names: its card's figures (the caller is checked first). */
export async function companyWaitTimes(
  db: Db,
  companyId: number,
  now = new Date(),
): Promise<CompanyWaitTimes> {
  return { sites: await repo.siteFigures(db, companyId, null, now) };
}
