import type { Ability } from '../access/policy';

/**
 * The life of an entry request, in one place: a worker's request starts `pending`; a manager may
 * announce that the safety manager is coming, then approves or rejects it. Approved and rejected
 * are final. The server's services, queries and database column, the decision panel and the
 * worker's waiting page all read these rules from here.
 */
export const REQUEST_STATUSES = [
  'pending',
  'safety_manager_coming',
  'approved',
  'rejected',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The status a new request starts in. */
export const INITIAL_STATUS = 'pending' satisfies RequestStatus;

/** Statuses still waiting for a decision: the queue and its badge count these. */
export const OPEN_STATUSES = [
  'pending',
  'safety_manager_coming',
] as const satisfies readonly RequestStatus[];

/** Statuses no one may change any more. */
export const FINAL_STATUSES = ['approved', 'rejected'] as const satisfies readonly RequestStatus[];

/** The status that lets the worker onto the site (and that his exit is recorded against). */
export const ADMITTED_STATUS = 'approved' satisfies RequestStatus;

/** The statuses a manager may set, each with the statuses it may follow. */
export const TRANSITIONS = {
  safety_manager_coming: ['pending'],
  approved: OPEN_STATUSES,
  rejected: OPEN_STATUSES,
} as const satisfies Record<string, readonly RequestStatus[]>;

export type DecisionStatus = keyof typeof TRANSITIONS;
export const DECISION_STATUSES = [
  'safety_manager_coming',
  'approved',
  'rejected',
] as const satisfies readonly DecisionStatus[];

/** The ability a staff user needs to decide (shared/access/policy.ts lists its roles). */
export const DECIDE_ABILITY = 'entry.decide' satisfies Ability;

/** A rejection needs a reason the worker reads; this is its longest length, in characters. */
export const REJECTION_REASON_MAX = 1000;

export function isOpenStatus(status: RequestStatus): boolean {
  return (OPEN_STATUSES as readonly RequestStatus[]).includes(status);
}

export function isFinalStatus(status: RequestStatus): boolean {
  return (FINAL_STATUSES as readonly RequestStatus[]).includes(status);
}

export function isRequestStatus(value: unknown): value is RequestStatus {
  return (REQUEST_STATUSES as readonly unknown[]).includes(value);
}

/** A rejection must say why: the worker reads the reason on his waiting page. */
export function needsReason(status: DecisionStatus): boolean {
  return status === 'rejected';
}

/** The statuses a request may be in for a manager to set `to`. */
export function allowedFrom(to: DecisionStatus): readonly RequestStatus[] {
  return TRANSITIONS[to];
}

/** Whether a request in `from` may move to `to`. */
export function canMove(from: RequestStatus, to: DecisionStatus): boolean {
  return allowedFrom(to).includes(from);
}
