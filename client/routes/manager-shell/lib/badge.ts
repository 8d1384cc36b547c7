import { BADGE_CAP } from '@shared/constants';

/** A count as a badge shows it: above 99 it reads 99+. */
export function badgeText(count: number): string {
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}
