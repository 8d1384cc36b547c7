/**
 * A bound on value / baseline, or on the value itself (valueAtLeast, valueAtMost: in the
 * figure's unit) when the requirement is absolute; a figure without one is reported, not judged.
 */
export type Goal =
  { atLeast: number } | { atMost: number } | { valueAtLeast: number } | { valueAtMost: number };

/** One measure of a benchmark, taken on the subject and on its baseline in the same run. */
export interface Figure {
  /** What is measured, e.g. 'GET /healthz throughput'. */
  name: string;
  unit: string;
  value: number;
  baseline: number;
  /** What the baseline is, e.g. 'bare Fastify'. */
  baselineName: string;
  goal?: Goal;
}

/** What each bench/*.bench.ts module exports. */
export interface BenchmarkModule {
  name: string;
  run(): Promise<Figure[]>;
}

export function ratioOf(figure: Figure): number | null {
  return figure.baseline === 0 ? null : figure.value / figure.baseline;
}

/** true or false against the goal; null when the figure has no goal. */
export function meetsGoal(figure: Figure): boolean | null {
  const { goal } = figure;
  if (!goal) return null;
  if ('valueAtLeast' in goal) return figure.value >= goal.valueAtLeast;
  if ('valueAtMost' in goal) return figure.value <= goal.valueAtMost;
  const ratio = ratioOf(figure);
  if (ratio === null) return false;
  return 'atLeast' in goal ? ratio >= goal.atLeast : ratio <= goal.atMost;
}

export function describeGoal(goal: Goal | undefined): string {
  if (!goal) return '';
  if ('valueAtLeast' in goal) return `value >= ${goal.valueAtLeast}`;
  if ('valueAtMost' in goal) return `value <= ${goal.valueAtMost}`;
  return 'atLeast' in goal ? `>= ${goal.atLeast.toFixed(2)}` : `<= ${goal.atMost.toFixed(2)}`;
}
