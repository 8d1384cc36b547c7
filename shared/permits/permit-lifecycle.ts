import type { Ability } from '../access/policy';

/**
 * The life of a permit, in one place: it is drafted, requested, approved, started with a
 * pre-start checklist and a signature, suspended and resumed, and ends closed, expired or
 * cancelled. The service, its SQL conditions, the board, the register and the workers' pages
 * read these rules from here.
 */
export const PERMIT_STATES = [
  'draft',
  'requested',
  'approved',
  'active',
  'suspended',
  'closed',
  'expired',
  'cancelled',
] as const;
export type PermitState = (typeof PERMIT_STATES)[number];

export const INITIAL_PERMIT_STATE = 'draft' satisfies PermitState;

/** Work is under way or stopped for a while: the background job watches these. */
export const LIVE_STATES = ['active', 'suspended'] as const satisfies readonly PermitState[];

export function isLiveState(state: PermitState): boolean {
  return (LIVE_STATES as readonly PermitState[]).includes(state);
}

/**
 * Every move: the states it may leave, the state it reaches, the ability a person needs for it
 * (null: only the background job makes it), whether it needs a written reason, and whether the
 * permit's checks must all pass (or be overridden) for it.
 */
export const PERMIT_MOVES = {
  request: {
    from: ['draft'],
    to: 'requested',
    ability: 'permits.request',
    needsReason: false,
    needsChecks: false,
  },
  approve: {
    from: ['requested'],
    to: 'approved',
    ability: 'permits.approve',
    needsReason: false,
    needsChecks: true,
  },
  start: {
    from: ['approved'],
    to: 'active',
    ability: 'permits.start-stop',
    needsReason: false,
    needsChecks: true,
  },
  suspend: {
    from: ['active'],
    to: 'suspended',
    ability: 'permits.start-stop',
    needsReason: true,
    needsChecks: false,
  },
  resume: {
    from: ['suspended'],
    to: 'active',
    ability: 'permits.start-stop',
    needsReason: false,
    needsChecks: true,
  },
  close: {
    from: ['active', 'suspended'],
    to: 'closed',
    ability: 'permits.start-stop',
    needsReason: false,
    needsChecks: false,
  },
  cancel: {
    from: ['draft', 'requested', 'approved'],
    to: 'cancelled',
    ability: 'permits.request',
    needsReason: true,
    needsChecks: false,
  },
  expire: {
    from: ['active', 'suspended'],
    to: 'expired',
    ability: null,
    needsReason: false,
    needsChecks: false,
  },
} as const satisfies Record<
  string,
  {
    from: readonly PermitState[];
    to: PermitState;
    ability: Ability | null;
    needsReason: boolean;
    needsChecks: boolean;
  }
>;
export type PermitMove = keyof typeof PERMIT_MOVES;

/** A permit's work manager starts and stops it: whoever holds that ability may be named one. */
export const WORK_MANAGER_ABILITY = PERMIT_MOVES.start.ability;

/** The moves a person makes through the API; `expire` is the background job's alone. */
export const STAFF_MOVES = [
  'request',
  'approve',
  'start',
  'suspend',
  'resume',
  'close',
  'cancel',
] as const satisfies readonly PermitMove[];
export type StaffMove = (typeof STAFF_MOVES)[number];

/**
 * A manager moves a permit's planned end later, with a written reason, while it is approved or
 * under way; the state stays. Past its one working day a permit runs only by such an extension.
 */
export const PERMIT_EXTENSION = {
  from: ['approved', 'active', 'suspended'],
  ability: 'permits.extend',
} as const satisfies { from: readonly PermitState[]; ability: Ability };

/** How far one extension may move the planned end: one more working day at most. */
export const PERMIT_EXTENSION_MAX_HOURS = 12;

/** Whether a permit in `state` may be extended. */
export function canExtendPermit(state: PermitState): boolean {
  return (PERMIT_EXTENSION.from as readonly PermitState[]).includes(state);
}

/** What a row of a permit's history records: its creation, a move, an extension or an override. */
export const PERMIT_ACTIONS = [
  'create',
  'request',
  'approve',
  'start',
  'suspend',
  'resume',
  'close',
  'cancel',
  'expire',
  'extend',
  'override',
] as const satisfies readonly ('create' | PermitMove | 'extend' | 'override')[];
export type PermitAction = (typeof PERMIT_ACTIONS)[number];

/** The longest reason (a suspension, a cancellation, an extension, an override), in characters. */
export const PERMIT_REASON_MAX = 1000;

/** Whether a permit in `from` may make `move`. */
export function canMovePermit(from: PermitState, move: PermitMove): boolean {
  return (PERMIT_MOVES[move].from as readonly PermitState[]).includes(from);
}

export function isPermitState(value: unknown): value is PermitState {
  return (PERMIT_STATES as readonly unknown[]).includes(value);
}
