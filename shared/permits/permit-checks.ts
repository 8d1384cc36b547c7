/*
 * What a permit to work at height is checked against, in one place: every check names the rule
 * it comes from, so a safety consultant can read the product's part of the law here. The checks
 * are computed from what the product already holds (certificates, inspections, the site's
 * weather mark), never typed in by the person asking for the permit.
 */

export const PERMIT_CHECKS = [
  'worker_age',
  'worker_certificate',
  'equipment_fit',
  'ground_attendant',
  'written_instructions',
  'site_weather',
] as const;
export type PermitCheck = (typeof PERMIT_CHECKS)[number];

/** The regulations a check comes from; their names are in the `permits` catalogs (`rules.*`). */
export type PermitRule = 'workAtHeight' | 'construction';

/** The rule each check comes from, as the board, the register and the permit name it. */
export const CHECK_RULES: Record<PermitCheck, PermitRule> = {
  /** Work at Height Regulations (2007): a worker at height is 18 or older. */
  worker_age: 'workAtHeight',
  /**
   * Work at Height Regulations (2007): a valid training certificate for the domain, signed by a
   * registered instructor, at most 2 years old.
   */
  worker_certificate: 'workAtHeight',
  /**
   * Construction Work Regulations, regulation 20 (2019): a scaffold inspected by the work manager
   * at the set intervals; platforms by a qualified inspector's report (docs/inspections.md).
   */
  equipment_fit: 'construction',
  /** Work at Height Regulations (2007): an adult on the ground keeps eye contact with the workers. */
  ground_attendant: 'workAtHeight',
  /**
   * Work at Height Regulations (2007): work between sunset and sunrise or in wind only under
   * explicit written safety instructions.
   */
  written_instructions: 'workAtHeight',
  /** Work at Height Regulations (2007): no work at height in strong wind, heavy rain, snow or hail. */
  site_weather: 'workAtHeight',
};

/** An inspection state under which the item may be used (docs/inspections.md). */
export const USABLE_EQUIPMENT_STATES = ['fit', 'due_today'] as const;

/** One worker on the permit, as the checks need him. */
export interface WorkerFacts {
  entryRequestId: string;
  name: string;
  /** 18 or older on the permit's day by a known date of birth. */
  isOfAge: boolean;
  /** A valid certificate for the permit's domain covers the permit's day. */
  hasValidCertificate: boolean;
}

/** What the checks are computed from. */
export interface PermitFacts {
  groundAttendantName: string;
  isNight: boolean;
  isWindy: boolean;
  writtenInstructions: string;
  /** The instructions as a document (a PDF or a photo), beside or instead of the text. */
  instructionsFileId: string | null;
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
  const young = facts.workers.filter((w) => !w.isOfAge).map((w) => w.name);
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
      !needsInstructions ||
        facts.writtenInstructions.trim() !== '' ||
        facts.instructionsFileId !== null,
      overrides,
    ),
    outcome('site_weather', !facts.isWeatherMarked, overrides),
  ];
}

/** The checks that stop the permit: failed and not overridden. */
export function blockingChecks(results: readonly CheckResult[]): PermitCheck[] {
  return results.filter((r) => !r.passed && r.override === null).map((r) => r.check);
}
