import { VIDEO_WATCHED_FRACTION } from '@shared/constants';

/** A video counts as watched once it passes 90% of its length. */
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

export interface PlaybackStep {
  /** The furthest point reached by playing. */
  furthest: number;
  /** Where to send the player back to, when it got ahead of what was played. */
  seekBackTo: number | null;
}

/**
 * One look at a player that reports only where it is (an embedded YouTube player, polled while
 * it plays): ahead of the furthest point by more than it could have played since the last look,
 * plus the seek tolerance, is a skip and goes back; anything else is watching.
 */
export function samplePlayback(
  furthest: number,
  currentTime: number,
  playedSinceLastSample: number,
): PlaybackStep {
  const reachable = furthest + Math.max(0, playedSinceLastSample);
  if (allowedSeekTime(currentTime, reachable) !== currentTime) {
    return { furthest, seekBackTo: furthest };
  }
  return { furthest: Math.max(furthest, currentTime), seekBackTo: null };
}
