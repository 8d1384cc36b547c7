import { z } from 'zod';
import { REQUEST_STATUSES } from '../entry-request/lifecycle';
import { PERMIT_ACTIONS, PERMIT_STATES } from '../permits/permit-lifecycle';

/**
 * The 409 of a race lost to another person. Beside the code and message it names the winner as
 * `{ fullName }` (null when no person made the change: the background job) and when he acted,
 * so the loser is told who came first rather than an error. The object's own fields say what
 * it is now.
 */
const winner = z.object({ fullName: z.string() }).nullable();

export const EntryStateConflictSchema = z.object({
  code: z.literal('ENTRY_STATE_CONFLICT'),
  status: z.enum(REQUEST_STATUSES),
  decidedBy: winner,
  decidedAt: z.string().nullable(),
});
export type EntryStateConflict = z.infer<typeof EntryStateConflictSchema>;

/** A permit's: its state, and its latest move (an extension or an override keeps the state). */
export const PermitStateConflictSchema = z.object({
  code: z.literal('PERMIT_STATE_CONFLICT'),
  state: z.enum(PERMIT_STATES),
  action: z.enum(PERMIT_ACTIONS).nullable(),
  changedBy: winner,
  changedAt: z.string(),
});
export type PermitStateConflict = z.infer<typeof PermitStateConflictSchema>;
