import type { SessionUser } from '@shared/schemas/auth.schemas';
import {
  PUSH_EVENT_KINDS,
  PushPreferencesBodySchema,
  type PushPreferences,
} from '@shared/schemas/push.schemas';
import type { Db } from '../../db/client';
import * as repo from './push-preferences.repository';

/** The caller's own choices: every kind, on unless he turned it off. */
export async function getPreferences(db: Db, user: SessionUser): Promise<PushPreferences> {
  const kept = new Map(
    (await repo.preferencesOf(db, user.id)).map((r) => [r.eventKind, r.enabled]),
  );
  return Object.fromEntries(
    PUSH_EVENT_KINDS.map((kind) => [kind, kept.get(kind) ?? true]),
  ) as PushPreferences;
}

/** Changes the caller's own choices, never another user's: the session names whose. */
export async function setPreferences(
  db: Db,
  user: SessionUser,
  input: Partial<PushPreferences>,
  now = new Date(),
): Promise<PushPreferences> {
  await repo.savePreferences(db, user.id, PushPreferencesBodySchema.parse(input), now);
  return getPreferences(db, user);
}
