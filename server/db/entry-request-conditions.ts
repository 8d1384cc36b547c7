import { sql } from 'drizzle-orm';
import { ADMITTED_STATUS, OPEN_STATUSES } from '@shared/entry-request/lifecycle';
import { entryRequests } from './schema';
import { sqlLiterals } from './sql-literals';

/**
 * A request still waiting for a decision, spelled as the partial index on open requests spells
 * it (literals, not parameters), so the planner can prove the index applies.
 */
export const isOpenRequest = sql`${entryRequests.status} in (${sqlLiterals(OPEN_STATUSES)})`;

export const isApprovedRequest = sql`${entryRequests.status} = ${sqlLiterals([ADMITTED_STATUS])}`;
