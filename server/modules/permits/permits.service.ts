import { PERMIT_MAX_HOURS, PRE_START_CHECKLIST } from '@shared/permits/pre-start-checklist';
import {
  blockingChecks,
  type CheckOverride,
  type CheckResult,
  type PermitCheck,
} from '@shared/permits/permit-checks';
import {
  canExtendPermit,
  canMovePermit,
  INITIAL_PERMIT_STATE,
  PERMIT_EXTENSION,
  PERMIT_EXTENSION_MAX_HOURS,
  PERMIT_MOVES,
  type PermitAction,
  type PermitState,
  type StaffMove,
} from '@shared/permits/permit-lifecycle';
import type { Language } from '@shared/i18n/languages';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { isoDayIn } from '@shared/time/calendar-day';
import type { PermitStateConflict } from '@shared/schemas/race-conflict.schemas';
import type {
  Board,
  CreatePermitBody,
  ExtendBody,
  MoveBody,
  Permit,
  PermitCounts,
  WorkManagers,
} from '@shared/schemas/permit.schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { dayStart } from '../../lib/company-day';
import { assertPlacedInScope, assertSiteInScope, siteIdsInScope } from '../../lib/scope';
import { validationMessage } from '../../i18n/messages';
import { publishInTransaction } from '../../realtime/publish';
import { sql } from 'drizzle-orm';
import { personName } from '../entry-requests/review.service';
import { checkPermit, type WorkerOnPermit } from './permit-facts';
import { checkedPermitOf, toBoardPermit, toPermit } from './permit-view';
import * as repo from './permits.repository';

type Executor = Parameters<typeof repo.insertTransition>[0];

const invalid = (field: string, key: string, language: Language) =>
  new AppError(400, 'VALIDATION_FAILED', { [field]: validationMessage(key, language) });

/** A permit in the caller's scope; any other answers 404, as if it did not exist. */
async function permitForStaff(db: Db, user: SessionUser, id: number) {
  const row = await repo.findPermit(db, id);
  assertPlacedInScope(user, row?.permit ?? null);
  return row!;
}

async function permitView(db: Db, id: number): Promise<Permit> {
  const row = (await repo.findPermit(db, id))!;
  return toPermit(row, await repo.workersOf(db, [id]));
}

/** The workers still on a permit, as its checks need them. */
export async function workersOnPermit(db: Db, permitId: number): Promise<WorkerOnPermit[]> {
  return repo.entryNames(db, await repo.activeWorkerEntries(db, permitId));
}

/**
 * The 409 of a move or a worker's join that lost, or that the lifecycle does not allow: the
 * state, and the latest
 * move with who made it and when, in the shape of the entry-request conflict. The latest move
 * rather than the permit's last change, since an extension or an override leaves the state.
 */
export async function stateConflict(db: Db, id: number): Promise<AppError> {
  const row = await repo.findPermit(db, id);
  if (!row) return new AppError(404, 'NOT_FOUND');
  const last = await repo.lastMove(db, id);
  const name = last ? personName(last.firstName, last.lastName, last.username) : null;
  return new AppError(409, 'PERMIT_STATE_CONFLICT', undefined, {
    state: row.permit.state,
    action: last?.action ?? null,
    changedBy: name ? { fullName: name } : null,
    changedAt: (last?.at ?? row.permit.changedAt).toISOString(),
  } satisfies Omit<PermitStateConflict, 'code'>);
}

/**
 * The 409 of an override that lost: when the check was overridden first, the one who did it
 * and when (a later move must not take his place); otherwise the permit's state conflict.
 */
async function overrideConflict(db: Db, id: number, check: PermitCheck): Promise<AppError> {
  const row = await repo.findPermit(db, id);
  const first = row?.permit.overrides.find((o) => o.check === check);
  if (!row || !first) return stateConflict(db, id);
  return new AppError(409, 'PERMIT_STATE_CONFLICT', undefined, {
    state: row.permit.state,
    action: 'override',
    changedBy: first.byName ? { fullName: first.byName } : null,
    changedAt: first.at,
  } satisfies Omit<PermitStateConflict, 'code'>);
}

/** Announces a permit's change to the board of its site and to the pages of its workers. */
export function announce(tx: Executor, permit: { id: number; siteId: number }, state: PermitState) {
  return publishInTransaction(tx, {
    type: 'permit_changed',
    permitId: permit.id,
    siteId: permit.siteId,
    state,
  });
}

/** One move with its audit: the row of the permit's own history and the company's log. */
export async function recordMove(
  tx: Executor,
  m: {
    permit: { id: number; siteId: number; companyId: number };
    action: PermitAction;
    from: PermitState | null;
    to: PermitState;
    actorUserId: number | null;
    reason?: string;
    failedChecks?: CheckResult['check'][];
    details?: Record<string, unknown>;
  },
) {
  await repo.insertTransition(tx, {
    permitId: m.permit.id,
    action: m.action,
    fromState: m.from,
    toState: m.to,
    actorUserId: m.actorUserId,
    reason: m.reason ?? '',
    failedChecks: m.failedChecks ?? [],
    details: m.details ?? {},
  });
  await writeAudit(tx, {
    companyId: m.permit.companyId,
    actorUserId: m.actorUserId,
    action: `permit.${m.action}`,
    entityType: 'permit',
    entityId: m.permit.id,
    fromStatus: m.from,
    toStatus: m.to,
    reason: m.reason || null,
  });
  await announce(tx, m.permit, m.to);
}

/** POST /api/permits: a draft permit on a site in the caller's scope. */
export async function createPermit(
  db: Db,
  user: SessionUser,
  body: CreatePermitBody,
  language: Language,
  now = new Date(),
): Promise<Permit> {
  const site = await repo.findSite(db, body.siteId);
  assertSiteInScope(user, site);
  const start = new Date(body.plannedStart);
  const end = new Date(body.plannedEnd);
  if (end <= start) throw invalid('plannedEnd', 'permitEndBeforeStart', language);
  if (end.getTime() - start.getTime() > PERMIT_MAX_HOURS * 3_600_000) {
    throw invalid('plannedEnd', 'permitTooLong', language);
  }
  if (body.equipmentId !== null) {
    const item = await repo.findEquipment(db, body.equipmentId);
    if (!item || item.companyId !== site.companyId || (item.siteId ?? site.id) !== site.id) {
      throw invalid('equipmentId', 'permitEquipmentUnknown', language);
    }
  }
  if (
    body.instructionsFileId !== null &&
    !(await repo.isCompanyDocument(db, site.companyId, body.instructionsFileId))
  ) {
    throw invalid('instructionsFileId', 'fileMissing', language);
  }
  if (!(await repo.findWorkManager(db, site, body.workManagerUserId))) {
    throw invalid('workManagerUserId', 'permitWorkManagerUnknown', language);
  }
  const id = await db.transaction(async (tx) => {
    const { id } = await repo.insertPermit(tx, {
      ...body,
      companyId: site.companyId,
      plannedStart: start,
      plannedEnd: end,
      state: INITIAL_PERMIT_STATE,
      createdBy: user.id,
      changedBy: user.id,
      changedAt: now,
    });
    const permit = { id, siteId: site.id, companyId: site.companyId };
    await recordMove(tx, {
      permit,
      action: 'create',
      from: null,
      to: INITIAL_PERMIT_STATE,
      actorUserId: user.id,
    });
    return id;
  });
  return permitView(db, id);
}

/** What a move needs besides its state: a reason, or the start's checklist and signature. */
function assertMoveBody(move: StaffMove, body: MoveBody, language: Language) {
  if (PERMIT_MOVES[move].needsReason && body.reason === '') {
    throw invalid('reason', 'reasonRequired', language);
  }
  if (move === 'start') {
    const missing = PRE_START_CHECKLIST.filter((item) => !body.checklist.includes(item));
    if (missing.length > 0) throw invalid('checklist', 'permitChecklistIncomplete', language);
    if (body.signatureName === '') throw invalid('signatureName', 'valueRequired', language);
  }
}

/**
 * POST /api/permits/{id}/{move}. One conditional UPDATE makes the move, so of two people acting
 * at once one wins and the other gets 409 with the state and the winner. A move that needs the
 * checks computes them first: any failed and not overridden refuses it with 409, nothing written.
 */
export async function movePermit(
  db: Db,
  user: SessionUser,
  id: number,
  move: StaffMove,
  body: MoveBody,
  language: Language,
  now = new Date(),
): Promise<Permit> {
  const row = await permitForStaff(db, user, id);
  assertMoveBody(move, body, language);
  const rule = PERMIT_MOVES[move];
  if (!canMovePermit(row.permit.state, move)) throw await stateConflict(db, id);
  let checks: CheckResult[] | undefined;
  if (rule.needsChecks) {
    checks = await checkPermit(db, checkedPermitOf(row.permit), await workersOnPermit(db, id), now);
    const failed = blockingChecks(checks);
    if (failed.length > 0) {
      throw new AppError(409, 'PERMIT_CHECKS_FAILED', undefined, { failedChecks: failed });
    }
  }
  const moved = await db.transaction(async (tx) => {
    const result = await repo.moveState(tx, {
      id,
      from: rule.from,
      to: rule.to,
      by: user.id,
      now,
      checks,
    });
    if (!result) return false;
    await recordMove(tx, {
      permit: row.permit,
      action: move,
      from: result.previous,
      to: rule.to,
      actorUserId: user.id,
      reason: body.reason,
      details:
        move === 'start' ? { checklist: body.checklist, signatureName: body.signatureName } : {},
    });
    if (move === 'close') await repo.signOutWorkers(tx, id, now);
    return true;
  });
  if (!moved) throw await stateConflict(db, id);
  return permitView(db, id);
}

/**
 * POST /api/permits/{id}/extend: the planned end moved later with a written reason, the state
 * unchanged. The conditional UPDATE takes the end the manager saw, so a second manager who
 * extended from the same end answers 409 naming the first, as a lost move does.
 */
export async function extendPermit(
  db: Db,
  user: SessionUser,
  id: number,
  body: ExtendBody,
  language: Language,
  now = new Date(),
): Promise<Permit> {
  const row = await permitForStaff(db, user, id);
  const currentEnd = new Date(body.currentEnd);
  const newEnd = new Date(body.plannedEnd);
  const end = row.permit.plannedEnd;
  if (!canExtendPermit(row.permit.state) || currentEnd.getTime() !== end.getTime()) {
    throw await stateConflict(db, id);
  }
  if (newEnd <= end) throw invalid('plannedEnd', 'permitExtendNotLater', language);
  if (newEnd.getTime() - end.getTime() > PERMIT_EXTENSION_MAX_HOURS * 3_600_000) {
    throw invalid('plannedEnd', 'permitExtendTooLong', language);
  }
  const extended = await db.transaction(async (tx) => {
    const result = await repo.extendEnd(tx, {
      id,
      states: PERMIT_EXTENSION.from,
      currentEnd: end,
      newEnd,
      by: user.id,
      now,
    });
    if (!result) return false;
    await recordMove(tx, {
      permit: row.permit,
      action: 'extend',
      from: result.state,
      to: result.state,
      actorUserId: user.id,
      reason: body.reason,
      details: { from: end.toISOString(), to: newEnd.toISOString() },
    });
    return true;
  });
  if (!extended) throw await stateConflict(db, id);
  return permitView(db, id);
}

/** The states in which a failed check may be overridden. */
const OVERRIDABLE: readonly PermitState[] = ['requested', 'approved', 'active', 'suspended'];

/**
 * POST /api/permits/{id}/overrides: a failed check accepted with a written reason, shown on the
 * permit and in the register. A suspended permit whose every failed check is then overridden
 * resumes by it. A check is overridden once: a second override answers 409 naming the first.
 */
export async function overrideCheck(
  db: Db,
  user: SessionUser,
  id: number,
  body: { check: CheckResult['check']; reason: string },
  language: Language,
  now = new Date(),
): Promise<Permit> {
  const row = await permitForStaff(db, user, id);
  if (!OVERRIDABLE.includes(row.permit.state)) throw await stateConflict(db, id);
  const checks = await checkPermit(
    db,
    checkedPermitOf(row.permit),
    await workersOnPermit(db, id),
    now,
  );
  const target = checks.find((c) => c.check === body.check);
  if (target?.passed !== false) throw invalid('check', 'permitCheckPasses', language);
  if (target.override) throw await overrideConflict(db, id, body.check);
  const override: CheckOverride = {
    check: body.check,
    reason: body.reason,
    byName: personName(user.firstName, user.lastName, user.username) ?? '',
    at: now.toISOString(),
  };
  const updated = checks.map((c) => (c.check === body.check ? { ...c, override } : c));
  const done = await db.transaction(async (tx) => {
    if (!(await repo.addOverride(tx, id, OVERRIDABLE, override))) return false;
    const state = row.permit.state;
    await repo.storeChecks(tx, id, updated, now);
    await recordMove(tx, {
      permit: row.permit,
      action: 'override',
      from: state,
      to: state,
      actorUserId: user.id,
      reason: body.reason,
      failedChecks: [body.check],
    });
    if (state === 'suspended' && blockingChecks(updated).length === 0) {
      const resumed = await repo.moveState(tx, {
        id,
        from: PERMIT_MOVES.resume.from,
        to: PERMIT_MOVES.resume.to,
        by: user.id,
        now,
      });
      if (resumed) {
        await recordMove(tx, {
          permit: row.permit,
          action: 'resume',
          from: state,
          to: PERMIT_MOVES.resume.to,
          actorUserId: user.id,
          reason: body.reason,
        });
      }
    }
    return true;
  });
  if (!done) throw await overrideConflict(db, id, body.check);
  return permitView(db, id);
}

/** GET /api/permits/{id}. */
export async function getPermit(db: Db, user: SessionUser, id: number): Promise<Permit> {
  await permitForStaff(db, user, id);
  return permitView(db, id);
}

/**
 * GET /api/permits/board?siteId=: the site's permits of today in the company's day, with their
 * workers and their checks as last computed (the background job computes them every run).
 */
export async function board(
  db: Db,
  user: SessionUser,
  siteId: number,
  now = new Date(),
): Promise<Board> {
  const site = await repo.findSiteWithCompany(db, siteId);
  assertSiteInScope(user, site);
  const today = isoDayIn(now, site.timeZone);
  const zoneSql = sql`${site.timeZone}`;
  const [start, end] = [dayStart(today, zoneSql), dayStart(today, zoneSql, 1)];
  const [rows, workersOf] = await Promise.all([
    repo.permitsOfDay(db, siteId, start, end),
    repo.workersOfDay(db, siteId, start, end),
  ]);
  return {
    day: today,
    permits: rows.map((r) => toBoardPermit(r, workersOf.get(r.permit.id) ?? [])),
  };
}

/** GET /api/permits/work-managers?siteId=: whom the request form offers as work manager. */
export async function workManagers(
  db: Db,
  user: SessionUser,
  siteId: number,
): Promise<WorkManagers> {
  const site = await repo.findSite(db, siteId);
  assertSiteInScope(user, site);
  const rows = await repo.workManagersOf(db, site);
  return {
    workManagers: rows.map((r) => ({
      id: r.id,
      name: personName(r.firstName, r.lastName, r.username) ?? '',
    })),
  };
}

/** GET /api/permits/counts: the staff menu's badge. */
export function counts(db: Db, user: SessionUser): Promise<PermitCounts> {
  return repo.countLive(db, siteIdsInScope(user), user.companyId);
}

/**
 * Who hears of a permit's change: its company's staff of the site, and the pages of everyone
 * who signed onto it (a closing signs them out, and they hear of that too).
 */
export async function permitAudience(db: Db, permitId: number) {
  const row = await repo.findPermit(db, permitId);
  if (!row) return null;
  return {
    companyId: row.permit.companyId,
    entryIds: await repo.workerEntries(db, permitId),
  };
}
