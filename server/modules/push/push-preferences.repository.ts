import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PushEventKind, PushPreferences } from '@shared/schemas/push.schemas';
import type { Db } from '../../db/client';
import { pushPreferences, users } from '../../db/schema';

export function preferencesOf(db: Db, userId: number) {
  return db
    .select({ eventKind: pushPreferences.eventKind, enabled: pushPreferences.enabled })
    .from(pushPreferences)
    .where(eq(pushPreferences.userId, userId));
}

/** Writes the kinds given, one row each, in one statement. */
export async function savePreferences(
  db: Db,
  userId: number,
  changes: Partial<PushPreferences>,
  at: Date,
): Promise<void> {
  const rows = Object.entries(changes).map(([eventKind, enabled]) => ({
    userId,
    eventKind,
    enabled: enabled === true,
    updatedAt: at,
  }));
  if (rows.length === 0) return;
  await db
    .insert(pushPreferences)
    .values(rows)
    .onConflictDoUpdate({
      target: [pushPreferences.userId, pushPreferences.eventKind],
      set: { enabled: sql`excluded.enabled`, updatedAt: sql`excluded.updated_at` },
    });
}

/**
 * The condition, on a query over `users`, that the user has not turned the kind off: a kind
 * without a row is on. Part of the devices' own query, so a fan-out reads its devices once.
 */
export const wantsPush = (kind: PushEventKind): SQL =>
  sql`not exists (select 1 from ${pushPreferences} where ${and(
    eq(pushPreferences.userId, users.id),
    eq(pushPreferences.eventKind, kind),
    eq(pushPreferences.enabled, false),
  )})`;
