import { addDays } from '../time/calendar-day';

/*
 * When a scaffold or a lifting platform must be inspected again, in one place: every number the
 * law sets is a named constant here with the rule it comes from, so a safety consultant can check
 * the product by reading this file. docs/inspections.md tells how sure we are of each.
 */

/**
 * Construction Work Regulations, regulation 20 (as amended in 2019): the work manager inspects a
 * scaffold at least once every 7 days. A company may inspect more often, never less.
 */
export const SCAFFOLD_INTERVAL_DAYS = 7;

/**
 * Construction Work Regulations, regulation 20: a scaffold is inspected again after work on the
 * site stopped for 3 days or more.
 */
export const SCAFFOLD_STOPPAGE_DAYS = 3;

/**
 * Work Safety Regulations (Work at Height), 2007, with the practice for lifting platforms and
 * suspended or mast-climbing scaffolds on building sites: a qualified inspector's report every 6
 * months (the article is not pinned, so a company may shorten it and never lengthen it).
 */
export const PLATFORM_REPORT_MONTHS = 6;

/**
 * An inspection is recorded as it happens: at most this far back (a record written in the office
 * the evening after), and never in the future beyond a phone's clock drift.
 */
export const INSPECTION_BACKDATE_HOURS = 24;
export const INSPECTION_CLOCK_DRIFT_MINUTES = 5;

export type InspectedKind = 'scaffold' | 'platform';

/** A company's own intervals, each at most the law's. */
export interface InspectionIntervals {
  scaffoldIntervalDays: number;
  platformReportMonths: number;
}

export const LAW_INTERVALS: InspectionIntervals = {
  scaffoldIntervalDays: SCAFFOLD_INTERVAL_DAYS,
  platformReportMonths: PLATFORM_REPORT_MONTHS,
};

/** Whether a company's intervals stay within the law's (shorter is allowed, longer never). */
export function withinLaw(intervals: InspectionIntervals): boolean {
  return (
    intervals.scaffoldIntervalDays >= 1 &&
    intervals.scaffoldIntervalDays <= SCAFFOLD_INTERVAL_DAYS &&
    intervals.platformReportMonths >= 1 &&
    intervals.platformReportMonths <= PLATFORM_REPORT_MONTHS
  );
}

/** The same day `months` later (the month's last day when it has no such day). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** The latest report expiry a platform inspection on `day` may carry. */
export function latestReportExpiry(day: string, intervals: InspectionIntervals): string {
  return addMonths(day, Math.min(intervals.platformReportMonths, PLATFORM_REPORT_MONTHS));
}

/** Whether an inspection's time is acceptable now: not in the future, at most a day back. */
export function inspectionTimeAllowed(inspectedAt: Date, now: Date): 'future' | 'too_old' | 'ok' {
  if (inspectedAt.getTime() > now.getTime() + INSPECTION_CLOCK_DRIFT_MINUTES * 60_000) {
    return 'future';
  }
  if (inspectedAt.getTime() < now.getTime() - INSPECTION_BACKDATE_HOURS * 3_600_000) {
    return 'too_old';
  }
  return 'ok';
}

/**
 * Whether any line failed: then the item may not be marked fit, and the checklist screen closes
 * it for its failed items.
 */
export function hasFailedLine(lines: readonly { result: string | null }[]): boolean {
  return lines.some((line) => line.result === 'fail');
}

/** The newest record of an item, which decides its state (a correction is simply newer). */
export interface LatestInspection {
  inspectedAt: Date;
  /** The inspection's day in the company's zone. */
  day: string;
  outcome: 'fit' | 'closed';
  reportExpiresOn: string | null;
}

/** Something on the site or on the item after which a scaffold is inspected again. */
export type SiteEvent =
  | { kind: 'weather'; occurredAt: Date }
  | { kind: 'change'; occurredAt: Date }
  | { kind: 'stoppage'; occurredAt: Date; fromDay: string; toDay: string };

export const FITNESS_STATES = [
  'fit',
  'due_today',
  'overdue',
  'due_now',
  'closed',
  'never',
] as const;
export type FitnessState = (typeof FITNESS_STATES)[number];
export const DUE_REASONS = ['interval', 'report', 'weather', 'stoppage', 'change'] as const;
export type DueReason = (typeof DUE_REASONS)[number];

export interface Fitness {
  state: FitnessState;
  /** The last day the item may be used without a new inspection; null when it may not be now. */
  fitUntil: string | null;
  /** Why an item is due, for the due states. */
  reason: DueReason | null;
}

/** An item may be used on a fit day and on the day its inspection falls due. */
export function isUsable(state: FitnessState): boolean {
  return state === 'fit' || state === 'due_today';
}

/** The days of a stoppage, both ends counted. */
function stoppageLength(fromDay: string, toDay: string): number {
  return (
    Math.round(
      (Date.parse(`${toDay}T00:00:00Z`) - Date.parse(`${fromDay}T00:00:00Z`)) / 86_400_000,
    ) + 1
  );
}

/** The event, of those after the last passing inspection, that makes a scaffold due at once. */
function dueEvent(latest: LatestInspection, events: readonly SiteEvent[], today: string) {
  for (const event of events) {
    if (event.kind === 'stoppage') {
      // Work stopped long enough, and has resumed since the inspection: inspect before use.
      if (
        stoppageLength(event.fromDay, event.toDay) >= SCAFFOLD_STOPPAGE_DAYS &&
        latest.day <= event.toDay &&
        today > event.toDay
      ) {
        return event.kind;
      }
    } else if (event.occurredAt.getTime() > latest.inspectedAt.getTime()) {
      return event.kind;
    }
  }
  return null;
}

/**
 * An item's state today from its newest inspection and the events since: a scaffold is fit for
 * the company's interval (7 days at most) after a passing inspection and due at once after a
 * weather mark, a long stoppage or a change; a platform is fit until its inspector's report
 * expires. A closed item stays closed until a passing inspection.
 */
export function fitnessOf(
  kind: InspectedKind,
  latest: LatestInspection | null,
  events: readonly SiteEvent[],
  today: string,
  intervals: InspectionIntervals,
): Fitness {
  if (latest === null) return { state: 'never', fitUntil: null, reason: null };
  if (latest.outcome === 'closed') return { state: 'closed', fitUntil: null, reason: null };
  let lastDay: string;
  let reason: DueReason;
  if (kind === 'scaffold') {
    const event = dueEvent(latest, events, today);
    if (event) return { state: 'due_now', fitUntil: null, reason: event };
    lastDay = addDays(latest.day, Math.min(intervals.scaffoldIntervalDays, SCAFFOLD_INTERVAL_DAYS));
    reason = 'interval';
  } else {
    lastDay = latest.reportExpiresOn ?? latest.day;
    reason = 'report';
  }
  if (today < lastDay) return { state: 'fit', fitUntil: lastDay, reason: null };
  if (today === lastDay) return { state: 'due_today', fitUntil: lastDay, reason };
  return { state: 'overdue', fitUntil: null, reason };
}

/**
 * How far back an event can still matter: a passing inspection older than the longest scaffold
 * interval is overdue whatever happened since, so older events need not be read.
 */
export function eventsLookbackStart(today: string): string {
  return addDays(today, -(SCAFFOLD_INTERVAL_DAYS + 1));
}
