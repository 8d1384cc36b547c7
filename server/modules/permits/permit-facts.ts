import {
  WORK_AT_HEIGHT_MIN_AGE,
  type WorkAtHeightDomain,
} from '@shared/certificates/certificate-rules';
import {
  evaluatePermit,
  type CheckOverride,
  type CheckResult,
  type WorkerFacts,
} from '@shared/permits/permit-checks';
import { isoDayIn, PLATFORM_TIME_ZONE } from '@shared/time/calendar-day';
import type { Db } from '../../db/client';
import { companyTimeZone } from '../../lib/company-zone';
import {
  validCertificatesFor,
  workerAgeOn,
  workerKeyOfRequest,
} from '../certificates/certificates.service';
import { companyFitness } from '../inspections/fitness.service';
import * as repo from './permits.repository';

/** What a permit's checks need of the permit itself. */
export interface CheckedPermit {
  companyId: number;
  siteId: number;
  kind: string;
  domain: WorkAtHeightDomain;
  equipmentId: number | null;
  groundAttendantName: string;
  isNight: boolean;
  isWindy: boolean;
  writtenInstructions: string;
  instructionsFileId: string | null;
  overrides: readonly CheckOverride[];
}

export interface WorkerOnPermit {
  id: string;
  firstName: string;
  lastName: string;
}

const fullName = (w: WorkerOnPermit) => `${w.firstName} ${w.lastName}`.trim();

/**
 * The one place a worker's certificate is checked for a permit: his age by the date of birth he
 * gave with his certificates, and a verified certificate of the permit kind's certificate that
 * covers the domain on the day (server/modules/certificates). A worker whose phone the company
 * does not know has neither.
 */
export async function workerFacts(
  db: Db,
  permit: Pick<CheckedPermit, 'companyId' | 'kind' | 'domain'>,
  workers: readonly WorkerOnPermit[],
  day: string,
): Promise<WorkerFacts[]> {
  const certificateKind = await repo.certificateKindOf(db, permit.kind);
  return Promise.all(
    workers.map(async (worker) => {
      const workerKey = await workerKeyOfRequest(db, worker.id);
      if (workerKey === null || certificateKind === null) {
        return {
          entryRequestId: worker.id,
          name: fullName(worker),
          isOfAge: false,
          hasValidCertificate: false,
        };
      }
      const ref = { companyId: permit.companyId, workerKey };
      const [age, certificates] = await Promise.all([
        workerAgeOn(db, ref, day),
        validCertificatesFor(db, ref, { kind: certificateKind, domain: permit.domain, on: day }),
      ]);
      return {
        entryRequestId: worker.id,
        name: fullName(worker),
        isOfAge: age !== null && age >= WORK_AT_HEIGHT_MIN_AGE,
        hasValidCertificate: certificates.length > 0,
      };
    }),
  );
}

/** Today in the company's zone and the zone itself. */
export async function companyToday(db: Db, companyId: number, now: Date) {
  const zone = (await companyTimeZone(db, companyId)) ?? PLATFORM_TIME_ZONE;
  return { zone, today: isoDayIn(now, zone) };
}

/** The inspection state of each of the company's items, read once for many permits. */
export async function equipmentStates(db: Db, companyId: number, now: Date) {
  const { fitness } = await companyFitness(db, companyId, now);
  return new Map([...fitness].map(([id, view]) => [id, view.state as string]));
}

/**
 * Every check of a permit now, from what the product holds: the named item's inspections, the
 * site's weather mark, the workers' ages and certificates.
 */
export async function checkPermit(
  db: Db,
  permit: CheckedPermit,
  workers: readonly WorkerOnPermit[],
  now: Date,
  states?: Map<number, string>,
): Promise<CheckResult[]> {
  const { zone, today } = await companyToday(db, permit.companyId, now);
  const [itemStates, isWeatherMarked, facts] = await Promise.all([
    permit.equipmentId === null
      ? Promise.resolve(null)
      : (states ?? equipmentStates(db, permit.companyId, now)),
    repo.isWeatherMarkedToday(db, permit.siteId, zone, now),
    workerFacts(db, permit, workers, today),
  ]);
  return evaluatePermit(
    {
      groundAttendantName: permit.groundAttendantName,
      isNight: permit.isNight,
      isWindy: permit.isWindy,
      writtenInstructions: permit.writtenInstructions,
      instructionsFileId: permit.instructionsFileId,
      equipmentState:
        permit.equipmentId === null ? null : (itemStates?.get(permit.equipmentId) ?? 'never'),
      isWeatherMarked,
      workers: facts,
    },
    permit.overrides,
  );
}
