import type { TFunction } from 'i18next';
import {
  PermitStateConflictSchema,
  type PermitStateConflict,
} from '@shared/schemas/race-conflict.schemas';
import { isolate } from './bidi';
import { formatTime } from './date-format';
import { raceConflict } from './race-conflict';

export type PermitConflict = PermitStateConflict & {
  action: NonNullable<PermitStateConflict['action']>;
};

/** The 409 of a permit move that lost to someone else's, when it says what he did. */
export function permitConflict(error: unknown): PermitConflict | null {
  const conflict = raceConflict(error, PermitStateConflictSchema);
  return conflict?.action ? { ...conflict, action: conflict.action } : null;
}

/**
 * "Dana Levi already approved this permit at 10:42", in the user's language; the background
 * job's moves are the system's.
 */
export function permitConflictText(
  conflict: PermitConflict,
  t: TFunction<'permits'>,
  language: string,
): string {
  return t(`conflict.${conflict.action}`, {
    name: isolate(conflict.changedBy?.fullName ?? t('register.system')),
    time: formatTime(conflict.changedAt, language),
  });
}
