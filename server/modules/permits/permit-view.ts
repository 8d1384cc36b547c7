import type { WorkAtHeightDomain } from '@shared/certificates/certificate-rules';
import type { BoardPermit, Permit } from '@shared/schemas/permit.schemas';
import { personName } from '../entry-requests/review.service';
import type * as repo from './permits.repository';

type WorkerRow = Awaited<ReturnType<typeof repo.workersOf>>[number];

/** Rows keyed by their permit, so a page of many permits picks each one's rows in one step. */
export function byPermit<Row extends { permitId: number }>(rows: readonly Row[]) {
  const map = new Map<number, Row[]>();
  for (const row of rows) {
    const list = map.get(row.permitId);
    if (list) list.push(row);
    else map.set(row.permitId, [row]);
  }
  return map;
}

/** A worker's name as the staff's lists show it. */
const workerName = (w: { firstName: string; lastName: string }) =>
  `${w.firstName} ${w.lastName}`.trim();

/** A permit as the staff screens show it, without its workers. */
function permitOf(row: repo.PermitViewRow): Omit<Permit, 'workers'> {
  const { permit } = row;
  return {
    id: permit.id,
    siteId: permit.siteId,
    siteName: row.siteName,
    kind: permit.kind,
    location: permit.location,
    task: permit.task,
    hazards: permit.hazards,
    domain: permit.domain as WorkAtHeightDomain,
    equipment:
      permit.equipmentId === null
        ? null
        : {
            id: permit.equipmentId,
            number: row.equipmentNumber ?? '',
            label: row.equipmentLabel ?? '',
            kind: row.equipmentKind ?? '',
          },
    plannedStart: permit.plannedStart.toISOString(),
    plannedEnd: permit.plannedEnd.toISOString(),
    workManager: {
      id: permit.workManagerUserId,
      name: personName(row.managerFirstName, row.managerLastName, row.managerUsername) ?? '',
    },
    groundAttendantName: permit.groundAttendantName,
    isNight: permit.isNight,
    isWindy: permit.isWindy,
    writtenInstructions: permit.writtenInstructions,
    instructionsFileId: permit.instructionsFileId,
    state: permit.state,
    checks: permit.checks,
    checkedAt: permit.checkedAt?.toISOString() ?? null,
    joinToken: permit.joinToken,
    changedAt: permit.changedAt.toISOString(),
    changedByName: personName(row.changerFirstName, row.changerLastName, row.changerUsername),
  };
}

/** A permit as the staff screens show it, with the workers on it (its own rows only). */
export function toPermit(row: repo.PermitRow, workers: readonly WorkerRow[]): Permit {
  return {
    ...permitOf(row),
    workers: workers.map((w) => ({
      entryRequestId: w.entryRequestId,
      name: workerName(w),
      company: w.company,
      joinedAt: w.joinedAt.toISOString(),
      signedOutAt: w.signedOutAt?.toISOString() ?? null,
      signatureFileId: w.signatureFileId,
    })),
  };
}

/** A permit on the board, with its workers as the card lists them. */
export function toBoardPermit(
  row: repo.PermitViewRow,
  workers: readonly repo.BoardWorkerRow[],
): BoardPermit {
  return {
    ...permitOf(row),
    workers: workers.map((w) => ({
      entryRequestId: w.entryRequestId,
      name: workerName(w),
      company: w.company,
      signedOutAt: w.signedOutAt?.toISOString() ?? null,
    })),
  };
}

/** What the checks need of a stored permit. */
export function checkedPermitOf(permit: repo.PermitRow['permit']) {
  return { ...permit, domain: permit.domain as WorkAtHeightDomain };
}
