import { randomInt } from 'node:crypto';

/** A uniformly shuffled copy (Fisher-Yates), so no worker learns the answers by position. */
export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
