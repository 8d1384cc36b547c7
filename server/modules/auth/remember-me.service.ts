import { REMEMBER_ME_MS } from '@shared/constants';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { randomToken, sha256 } from '../../lib/crypto';
import * as repo from './auth.repository';

/**
 * "Remember me" (docs/access.md): a long-lived random token in an httpOnly cookie, stored
 * hashed and bound to one user, replaced by a new one each time it is used.
 */
export async function issueRememberToken(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomToken(32);
  await repo.insertRememberToken(db, {
    tokenHash: sha256(token),
    userId,
    expiresAt: new Date(now.getTime() + REMEMBER_ME_MS),
  });
  return token;
}

/**
 * Spends a remember-me token for the user it belongs to. The token is gone afterwards whatever
 * the outcome, so a stolen copy is worth nothing once the owner's browser has used it. A missing,
 * expired or foreign token, or one for another username, answers 401.
 */
export async function redeemRememberToken(
  db: Db,
  input: { token: string | undefined; username: string },
  now: Date,
): Promise<repo.UserRow> {
  const refused = new AppError(401, 'UNAUTHENTICATED');
  if (!input.token) throw refused;
  const taken = await repo.takeRememberToken(db, sha256(input.token));
  if (!taken || taken.expiresAt.getTime() <= now.getTime()) throw refused;
  const user = await repo.findUserById(db, taken.userId);
  const isSameUser = user?.username.toLowerCase() === input.username.trim().toLowerCase();
  if (!user || !isSameUser || !user.isActive) throw refused;
  return user;
}

export async function forgetRememberToken(db: Db, token: string | undefined) {
  if (token) await repo.deleteRememberToken(db, sha256(token));
}
