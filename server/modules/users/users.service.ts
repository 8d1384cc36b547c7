import type { z } from 'zod';
import type { Role } from '@shared/constants';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type {
  ManagedUser,
  UserCreateBodySchema,
  UserUpdateBodySchema,
} from '@shared/schemas/user-admin.schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { activeStatusChange, changedFields, writeAudit } from '../../lib/audit';
import { hashPassword } from '../../lib/crypto';
import { conflictOnDuplicate } from '../../lib/db-errors';
import { validationMessage } from '../../i18n/messages';
import { hasAssignedSites } from '@shared/access/policy';
import { companyFilter, reachesEveryCompany } from '../../lib/scope';
import { publishInTransaction } from '../../realtime/publish';
import type { Language } from '@shared/i18n/languages';
import { assignableRoles, canManageUser, mayAssignSites } from './user-policy';
import * as repo from './users.repository';

type CreateBody = z.infer<typeof UserCreateBodySchema>;
type UpdateBody = z.infer<typeof UserUpdateBodySchema>;

/** The accounts the actor may manage, and the roles he may give. */
export async function listUsers(db: Db, actor: SessionUser, companyId?: number) {
  const rows = await repo.listUsers(db, companyFilter(actor, companyId));
  return {
    users: rows.filter((row) => canManageUser(actor, row)),
    assignableRoles: assignableRoles(actor),
  };
}

async function getUser(db: Db, actor: SessionUser, id: number): Promise<ManagedUser> {
  const user = await repo.findManagedUser(db, id);
  if (!user || !canManageUser(actor, user)) throw new AppError(404, 'NOT_FOUND');
  return user;
}

/**
 * Checks an account's role, company and sites against what the actor may hand out, and returns
 * the sites to store: none for roles that reach the whole company.
 */
async function checkGrant(
  db: Db,
  actor: SessionUser,
  grant: { role: Role; companyId: number | null; siteIds: number[] },
  language: Language,
): Promise<number[]> {
  if (!assignableRoles(actor).includes(grant.role)) throw new AppError(403, 'ROLE_NOT_ALLOWED');
  if (reachesEveryCompany(grant)) return [];
  if (grant.companyId === null) throw new AppError(400, 'COMPANY_REQUIRED');
  if (!hasAssignedSites(grant.role)) return [];
  const siteIds = [...new Set(grant.siteIds)].sort((a, b) => a - b);
  if (siteIds.length === 0) {
    throw new AppError(400, 'VALIDATION_FAILED', {
      siteIds: validationMessage('sitesRequired', language),
    });
  }
  const ofCompany = await repo.companySiteIds(db, grant.companyId, siteIds);
  if (ofCompany.length !== siteIds.length || !mayAssignSites(actor, siteIds)) {
    throw new AppError(403, 'ROLE_NOT_ALLOWED');
  }
  return siteIds;
}

function companyOfNewUser(actor: SessionUser, body: CreateBody): number | null {
  if (!reachesEveryCompany(actor)) return actor.companyId;
  return reachesEveryCompany(body) ? null : (body.companyId ?? null);
}

export async function createUser(
  db: Db,
  actor: SessionUser,
  body: CreateBody,
  language: Language,
): Promise<ManagedUser> {
  const companyId = companyOfNewUser(actor, body);
  const siteIds = await checkGrant(db, actor, { ...body, companyId }, language);
  if (await repo.isUsernameTaken(db, body.username)) throw new AppError(409, 'USERNAME_TAKEN');
  const passwordHash = await hashPassword(body.password);
  const id = await conflictOnDuplicate('USERNAME_TAKEN', () =>
    db.transaction(async (tx) => {
      const userId = await repo.insertUser(tx, {
        username: body.username,
        passwordHash,
        role: body.role,
        firstName: body.firstName,
        lastName: body.lastName,
        phone: body.phone,
        email: body.email,
        companyId,
      });
      await repo.replaceUserSites(tx, userId, siteIds);
      await writeAudit(tx, {
        companyId,
        actorUserId: actor.id,
        action: 'user.create',
        entityType: 'user',
        entityId: userId,
        toStatus: 'active',
        details: { username: body.username, role: body.role, siteIds },
      });
      return userId;
    }),
  );
  return getUser(db, actor, id);
}

export async function updateUser(
  db: Db,
  actor: SessionUser,
  id: number,
  body: UpdateBody,
  language: Language,
): Promise<ManagedUser> {
  const user = await getUser(db, actor, id);
  const isSelf = actor.id === user.id;
  if (isSelf && ((body.role && body.role !== user.role) || body.isActive === false)) {
    throw new AppError(403, 'SELF_CHANGE_FORBIDDEN');
  }
  const role = body.role ?? user.role;
  const touchesGrant = body.role !== undefined || body.siteIds !== undefined;
  const siteIds = touchesGrant
    ? await checkGrant(
        db,
        actor,
        { role, companyId: user.companyId, siteIds: body.siteIds ?? user.siteIds },
        language,
      )
    : user.siteIds;
  if (body.username && (await repo.isUsernameTaken(db, body.username, id))) {
    throw new AppError(409, 'USERNAME_TAKEN');
  }
  const { siteIds: _requested, ...columns } = body;
  const changes = changedFields(user, { ...columns, siteIds });
  if (Object.keys(changes).length === 0) return user;
  await conflictOnDuplicate('USERNAME_TAKEN', () =>
    db.transaction(async (tx) => {
      await repo.updateUser(tx, id, columns);
      if (touchesGrant) await repo.replaceUserSites(tx, id, siteIds);
      // A deactivated account is signed out everywhere at once, not at its next idle timeout.
      if (body.isActive === false) await repo.revokeLogins(tx, id);
      // New sites: his open sockets reconnect with the new scope.
      else if (touchesGrant)
        await publishInTransaction(tx, { type: 'staff_access_changed', userId: id });
      await writeAudit(tx, {
        companyId: user.companyId,
        actorUserId: actor.id,
        action: 'user.update',
        entityType: 'user',
        entityId: id,
        ...activeStatusChange(changes),
        details: changes,
      });
    }),
  );
  return getUser(db, actor, id);
}

/** Sets a new password chosen by the manager and signs the user out everywhere. */
export async function resetPassword(db: Db, actor: SessionUser, id: number, password: string) {
  const user = await getUser(db, actor, id);
  // One's own password is changed with the current one, on the own-password screen.
  if (actor.id === user.id) throw new AppError(403, 'SELF_CHANGE_FORBIDDEN');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await repo.updateUser(tx, id, { passwordHash });
    await repo.revokeLogins(tx, id);
    await writeAudit(tx, {
      companyId: user.companyId,
      actorUserId: actor.id,
      action: 'user.password_reset',
      entityType: 'user',
      entityId: id,
    });
  });
}

/** The roles an actor may give, for a screen that manages accounts through this service. */
export function assignableRolesOf(actor: SessionUser): Role[] {
  return assignableRoles(actor);
}

/** Whether anybody already has this username, regardless of case: asked before a new account. */
export function isUsernameTaken(db: Db, username: string) {
  return repo.isUsernameTaken(db, username);
}

/** Adds an account inside the caller's transaction (a new company's first admin) and its id. */
export function insertAccount(
  tx: Parameters<typeof repo.insertUser>[0],
  values: Parameters<typeof repo.insertUser>[1],
) {
  return repo.insertUser(tx, values);
}

/** Signs a user out everywhere inside the caller's transaction (his company was suspended). */
export function signOutEverywhere(tx: Parameters<typeof repo.revokeLogins>[0], userId: number) {
  return repo.revokeLogins(tx, userId);
}
