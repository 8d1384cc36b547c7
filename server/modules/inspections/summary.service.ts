import { FITNESS_STATES, type FitnessState } from '@shared/inspections/inspection-rules';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type { InspectionSummary } from '@shared/schemas/inspection.schemas';
import type { Db } from '../../db/client';
import { companyIdForCall, siteIdsInScope } from '../../lib/scope';
import { companyFitness } from './fitness.service';
import { siteInScope } from './inspection-admin.service';

/**
 * GET /api/inspections/summary: the active items placed on one site in scope, or on every site
 * of the user's scope, counted by their state now. An item in the yard (no site) is in nobody's
 * way and is left out, as is an item taken out of use.
 */
export async function inspectionSummary(
  db: Db,
  user: SessionUser,
  query: { companyId?: number; siteId?: number },
  now = new Date(),
): Promise<InspectionSummary> {
  let companyId: number;
  let sites: number[] | null;
  if (query.siteId !== undefined) {
    const site = await siteInScope(db, user, query.siteId);
    companyId = site.companyId;
    sites = [site.id];
  } else {
    companyId = companyIdForCall(user, query.companyId);
    sites = siteIdsInScope(user);
  }
  const { items, fitness } = await companyFitness(db, companyId, now);
  const states = Object.fromEntries(FITNESS_STATES.map((state) => [state, 0])) as Record<
    FitnessState,
    number
  >;
  for (const item of items) {
    if (item.status !== 'active' || item.siteId === null) continue;
    if (sites !== null && !sites.includes(item.siteId)) continue;
    const state = fitness.get(item.id)?.state;
    if (state) states[state] += 1;
  }
  return { states };
}
