/**
 * Where a decision on an entry request was made: on the staff screens (the queue, a request's
 * page), or from a push notification's action without opening the app. The dashboard's wait
 * figures count each.
 */
export const DECISION_CHANNELS = ['queue', 'push'] as const;
export type DecisionChannel = (typeof DECISION_CHANNELS)[number];
