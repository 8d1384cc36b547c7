import { blockingChecks } from '@shared/permits/permit-checks';
import { PERMIT_MOVES } from '@shared/permits/permit-lifecycle';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { startPeriodicJob } from '../../lib/periodic-job';
import {
  expiryEmails,
  pushExpiryAlerts,
  recordExpiryAlert,
  type ExpiryAlertDeps,
} from './expiry-alert';
import { checkPermit, equipmentStates } from './permit-facts';
import { checkedPermitOf } from './permit-view';
import { announce, recordMove, workersOnPermit } from './permits.service';
import * as repo from './permits.repository';

/** Often enough that an active permit whose check lapsed is suspended within a minute. */
export const PERMIT_WATCH_EVERY_MS = 30_000;

/**
 * Every live permit, checked again: one past its planned end expires, and its work manager and
 * the site's safety managers are told (e-mails queued with the expiry, pushes after it); an
 * active one with a failed check that no one overrode is suspended by the system, with the
 * checks that failed; the checks as computed are stored for the board. Every instance may run
 * it: the conditional UPDATE lets one of them make each move. Returns how many permits moved.
 */
export async function watchPermits(
  db: Db,
  alerts: ExpiryAlertDeps,
  now = new Date(),
): Promise<number> {
  let moved = 0;
  const statesByCompany = new Map<number, Map<number, string>>();
  for (const live of await repo.livePermits(db)) {
    if (live.plannedEnd <= now) {
      const emails = await expiryEmails(db, alerts, live.id, now);
      const expired = await db.transaction(async (tx) => {
        const result = await repo.expireEnded(tx, live.id, now);
        if (!result) return false;
        await recordMove(tx, {
          permit: live,
          action: 'expire',
          from: result.previous,
          to: PERMIT_MOVES.expire.to,
          actorUserId: null,
        });
        await recordExpiryAlert(tx, live.id, emails, now);
        return true;
      });
      if (expired) moved++;
      continue;
    }
    const row = await repo.findPermit(db, live.id);
    if (!row) continue;
    let states = statesByCompany.get(live.companyId);
    if (!states) {
      states = await equipmentStates(db, live.companyId, now);
      statesByCompany.set(live.companyId, states);
    }
    const checks = await checkPermit(
      db,
      checkedPermitOf(row.permit),
      await workersOnPermit(db, live.id),
      now,
      states,
    );
    const failed = blockingChecks(checks);
    const isUnchanged = JSON.stringify(checks) === JSON.stringify(row.permit.checks);
    const didMove = await db.transaction(async (tx) => {
      if (live.state === 'active' && failed.length > 0) {
        const result = await repo.moveState(tx, {
          id: live.id,
          from: PERMIT_MOVES.suspend.from,
          to: PERMIT_MOVES.suspend.to,
          by: null,
          now,
          checks,
        });
        if (result) {
          await recordMove(tx, {
            permit: live,
            action: 'suspend',
            from: result.previous,
            to: PERMIT_MOVES.suspend.to,
            actorUserId: null,
            failedChecks: failed,
          });
          return true;
        }
      }
      if (!isUnchanged) {
        await repo.storeChecks(tx, live.id, checks, now);
        await announce(tx, live, live.state);
      }
      return false;
    });
    if (didMove) moved++;
  }
  await pushExpiryAlerts(db, alerts, now);
  return moved;
}

/** Runs the watch now and then every PERMIT_WATCH_EVERY_MS, one run at a time. */
export function startPermitWatch(app: FastifyInstance, db: Db): () => void {
  const { config } = app;
  const alerts: ExpiryAlertDeps = {
    pushSender: app.pushSender,
    isEmailOn: config.smtp !== null,
    publicUrl: config.publicUrl,
    log: app.log,
  };
  return startPeriodicJob(PERMIT_WATCH_EVERY_MS, () => watchPermits(db, alerts), app.log, {
    key: 'moved',
    done: 'permits suspended or expired by their checks',
    failed: 'checking the live permits failed',
  });
}
