/** The p-th percentile by nearest rank (p = 50 is the median of an odd count). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('No values to take a percentile of');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}
