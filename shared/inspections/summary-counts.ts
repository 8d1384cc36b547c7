import { FITNESS_STATES, isUsable, type FitnessState } from './inspection-rules';

export type StateCounts = Record<FitnessState, number>;

/**
 * The inspections someone has to make: due today, overdue, due again after an event, or never
 * made. A closed item waits for its repair first, so it is not a reminder.
 */
export function inspectionsToDo(states: StateCounts): number {
  return states.due_today + states.overdue + states.due_now + states.never;
}

/** Items that may not be used now: every state but fit and due today. */
export function unusableCount(states: StateCounts): number {
  return FITNESS_STATES.filter((state) => !isUsable(state)).reduce((n, s) => n + states[s], 0);
}
