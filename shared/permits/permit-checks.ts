/*
 * What a permit to work at height is checked against, in one place: every check names the rule
 * it comes from, so a safety consultant can read the product's part of the law here. The checks
 * are computed from what the product already holds (certificates, inspections, the site's
 * weather mark), never typed in by the person asking for the permit.
 */

/** Work Safety Regulations (Work at Height), 2007: a worker at height is 18 or older. */
export const MIN_WORKER_AGE_YEARS = 18;

export const PERMIT_CHECKS = [
  'worker_age',
  'worker_certificate',
  'equipment_fit',
  'ground_attendant',
  'written_instructions',
  'site_weather',
] as const;
export type PermitCheck = (typeof PERMIT_CHECKS)[number];

/** The rule each check comes from, as the board, the register and the permit show it. */
export const CHECK_RULES: Record<PermitCheck, string> = {
  worker_age: 'Work Safety Regulations (Work at Height), 2007: a worker at height is 18 or older',
  worker_certificate:
    'Work Safety Regulations (Work at Height), 2007: a valid training certificate for the domain, at most 2 years old',
  equipment_fit:
    'Construction Work Regulations, regulation 20, and the Work at Height Regulations: the scaffold or platform is inspected and fit',
  ground_attendant:
    'Work Safety Regulations (Work at Height), 2007: an adult stays on the ground in eye contact with the workers',
  written_instructions:
    'Work Safety Regulations (Work at Height), 2007: work at night or in wind only under written safety instructions',
  site_weather:
    'Work Safety Regulations (Work at Height), 2007: no work at height in strong wind, heavy rain, snow or hail',
};

/** An inspection state under which the item may be used (docs/inspections.md). */
export const USABLE_EQUIPMENT_STATES = ['fit', 'due_today'] as const;

/** One worker on the permit, as the checks need him. */
export interface WorkerFacts {
  entryRequestId: string;
  name: string;
  /** Whole years on the permit's day; null when no date of birth is known. */
  age: number | null;
  /** A valid certificate for the permit's domain covers the permit's day. */
  hasValidCertificate: boolean;
}

/** What the checks are computed from. */
export interface PermitFacts {
  groundAttendantName: string;
  isNight: boolean;
  isWindy: boolean;
  writtenInstructions: string;
  /** The named scaffold or platform's inspection state; null when the work uses none. */
  equipmentState: string | null;
  /** A weather mark (rain or strong wind) recorded on the site today. */
  isWeatherMarked: boolean;
  workers: readonly WorkerFacts[];
}

export interface CheckOverride {
  check: PermitCheck;
  reason: string;
  byName: string;
  at: string;
}

export interface CheckResult {
  check: PermitCheck;
  passed: boolean;
  /** The names of the workers the check fails for (the two checks about workers). */
  workers: string[];
  /** A safety manager's written override of this failed check, when there is one. */
  override: CheckOverride | null;
}

export function workerIsOfAge(worker: Pick<WorkerFacts, 'age'>): boolean {
  return worker.age !== null && worker.age >= MIN_WORKER_AGE_YEARS;
}

function outcome(
  check: PermitCheck,
  passed: boolean,
  overrides: readonly CheckOverride[],
  workers: string[] = [],
): CheckResult {
  const override = passed ? null : (overrides.findLast((o) => o.check === check) ?? null);
  return { check, passed, workers, override };
}

/** Every check of a permit, each passed, failed, or failed and overridden. */
export function evaluatePermit(
  facts: PermitFacts,
  overrides: readonly CheckOverride[] = [],
): CheckResult[] {
  const young = facts.workers.filter((w) => !workerIsOfAge(w)).map((w) => w.name);
  const uncertified = facts.workers.filter((w) => !w.hasValidCertificate).map((w) => w.name);
  const needsInstructions = facts.isNight || facts.isWindy;
  return [
    outcome('worker_age', young.length === 0, overrides, young),
    outcome('worker_certificate', uncertified.length === 0, overrides, uncertified),
    outcome(
      'equipment_fit',
      facts.equipmentState === null ||
        (USABLE_EQUIPMENT_STATES as readonly string[]).includes(facts.equipmentState),
      overrides,
    ),
    outcome('ground_attendant', facts.groundAttendantName.trim() !== '', overrides),
    outcome(
      'written_instructions',
      !needsInstructions || facts.writtenInstructions.trim() !== '',
      overrides,
    ),
    outcome('site_weather', !facts.isWeatherMarked, overrides),
  ];
}

/** The checks that stop the permit: failed and not overridden. */
export function blockingChecks(results: readonly CheckResult[]): PermitCheck[] {
  return results.filter((r) => !r.passed && r.override === null).map((r) => r.check);
}
