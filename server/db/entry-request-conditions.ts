import { sql } from 'drizzle-orm';
import { entryRequests } from './schema';

/**
 * A request still waiting for a decision, spelled as the partial index on open requests spells
 * it (literals, not parameters), so the planner can prove the index applies.
 */
export const isOpenRequest = sql`${entryRequests.status} in ('pending', 'safety_manager_coming')`;

export const isApprovedRequest = sql`${entryRequests.status} = 'approved'`;
