import { VIDEO_WATCHED_FRACTION } from '@shared/constants';

/** A video counts as watched once it passes 90% of its length (SPEC.md section 4). */
export function hasReachedWatchedPoint(currentTime: number, duration: number): boolean {
  return (
    Number.isFinite(duration) && duration > 0 && currentTime / duration >= VIDEO_WATCHED_FRACTION
  );
}

/** Seeking this far past what was played counts as skipping ahead. */
export const SKIP_TOLERANCE_S = 2;

/**
 * Where a seek may land: back anywhere, forward only to what was already played, so the 90%
 * point is reached by watching rather than by dragging the slider.
 */
export function allowedSeekTime(target: number, furthestPlayed: number): number {
  return target > furthestPlayed + SKIP_TOLERANCE_S ? furthestPlayed : target;
}
