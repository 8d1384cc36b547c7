/**
 * A bar's height as a percentage of the chart: the busiest day reaches `height`, and a day with
 * any request is never drawn thinner than `minimum`, so a single entry stays visible.
 */
export function barHeight(value: number, max: number, height: number, minimum = 2): number {
  if (value <= 0) return 0;
  return Math.max(minimum, (value / Math.max(1, max)) * height);
}
