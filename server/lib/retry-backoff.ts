/** How long queued sends are retried: a receiver down for a night still gets them. */
const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * When to try again after `attempts` failures (the first wait `retryBaseMs`, each further
 * failure doubling it), or null once the day of retries since `createdAt` is over.
 */
export function nextAttemptAt(
  attempts: number,
  createdAt: Date,
  retryBaseMs: number,
  now: Date,
): Date | null {
  const end = createdAt.getTime() + RETRY_WINDOW_MS;
  if (now.getTime() >= end) return null;
  const wait = retryBaseMs * 2 ** Math.min(attempts - 1, 20);
  return new Date(Math.min(now.getTime() + wait, end));
}
