import type { Db } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import * as repo from './crews.repository';

/** Why a foreman's name and phone went, as the privacy module words it. */
export type ForemanErasureCause = 'retention' | 'worker_request';

type Blanked = { id: number | string; siteId: number }[];

async function auditErasures(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  companyId: number,
  entityType: 'crew_foreman' | 'crew',
  rows: Blanked,
  cause: { cause: ForemanErasureCause; actorUserId: number | null },
) {
  for (const row of rows) {
    await writeAudit(tx, {
      companyId,
      actorUserId: cause.actorUserId,
      action: `${entityType}.personal_data_erase`,
      entityType,
      entityId: row.id,
      reason: cause.cause,
      details: { siteId: row.siteId, erased: ['foremanName', 'foremanPhone'] },
    });
  }
}

/**
 * The retention job's part for crews: the foreman of crews sent before the cut-off (their
 * requests go at the same cut-off), and the named foremen revoked, or idle, for longer than
 * the company's retention period. Each named foreman's erasure is audited; the row stays, with
 * its site and dates, for the audit trail. Returns how many named foremen were erased.
 */
export function forgetForemenPastRetention(
  db: Db,
  companyId: number,
  cutOff: Date,
  now = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    await repo.eraseOldCrewForemen(tx, companyId, cutOff);
    const erased = await repo.eraseIdleForemen(tx, companyId, cutOff, now);
    await auditErasures(tx, companyId, 'crew_foreman', erased, {
      cause: 'retention',
      actorUserId: null,
    });
    return erased.length;
  });
}

/**
 * A person who asks for his data to be erased may have been a foreman: his name and phone go
 * from the crews he sent and from his named-foreman rows (revoked, as his link names nobody
 * now), audited per row. Returns how many rows were erased.
 */
export function eraseForemanByPhone(
  db: Db,
  companyId: number,
  digits: string,
  actorUserId: number,
  now = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const cause = { cause: 'worker_request', actorUserId } as const;
    const crewsSent = await repo.eraseCrewForemenByPhone(tx, companyId, digits);
    const named = await repo.eraseForemenByPhone(tx, companyId, digits, now);
    await auditErasures(tx, companyId, 'crew', crewsSent, cause);
    await auditErasures(tx, companyId, 'crew_foreman', named, cause);
    return crewsSent.length + named.length;
  });
}
