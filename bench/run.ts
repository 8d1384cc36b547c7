import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describeGoal, meetsGoal, ratioOf, type BenchmarkModule, type Figure } from './lib/figures';
import { formatTable } from './lib/table';

/*
 * Runs every bench/*.bench.ts (or those whose name contains an argument), prints each figure
 * against its baseline from the same run, writes bench/results/latest.json, and exits non-zero
 * when a goal is missed or a benchmark breaks.
 */
const BENCH_DIR = import.meta.dirname;
const RESULTS_FILE = path.join(BENCH_DIR, 'results', 'latest.json');

interface BenchmarkOutcome {
  name: string;
  figures: (Figure & { ratio: number | null; pass: boolean | null })[];
  error?: string;
}

async function loadBenchmarks(filters: string[]): Promise<BenchmarkModule[]> {
  const files = (await fs.readdir(BENCH_DIR)).filter((file) => file.endsWith('.bench.ts')).sort();
  const modules = await Promise.all(
    files.map(async (file) => {
      const module = (await import(
        pathToFileURL(path.join(BENCH_DIR, file)).href
      )) as Partial<BenchmarkModule>;
      if (typeof module.name !== 'string' || typeof module.run !== 'function') {
        throw new Error(`bench/${file} must export a name and an async run()`);
      }
      return module as BenchmarkModule;
    }),
  );
  const chosen = modules.filter(
    (module) => filters.length === 0 || filters.some((filter) => module.name.includes(filter)),
  );
  if (chosen.length === 0) {
    throw new Error(
      `No benchmark matches ${filters.join(', ')}; there are: ${modules.map((m) => m.name).join(', ')}`,
    );
  }
  return chosen;
}

async function runOne(benchmark: BenchmarkModule): Promise<BenchmarkOutcome> {
  console.log(`\n${benchmark.name}`);
  try {
    const figures = await benchmark.run();
    return {
      name: benchmark.name,
      figures: figures.map((figure) => ({
        ...figure,
        ratio: ratioOf(figure),
        pass: meetsGoal(figure),
      })),
    };
  } catch (error) {
    console.error(`  ${benchmark.name} failed:`, error);
    return { name: benchmark.name, figures: [], error: String(error) };
  }
}

function formatNumber(value: number, unit: string): string {
  const text = value.toLocaleString('en-US', { maximumFractionDigits: unit === 'ms' ? 2 : 0 });
  return `${text} ${unit}`;
}

function printTable(outcomes: BenchmarkOutcome[]) {
  const rows = outcomes.flatMap((outcome) =>
    outcome.error
      ? [[outcome.name, 'did not complete', '', '', '', '', '', 'FAIL']]
      : outcome.figures.map((figure) => [
          outcome.name,
          figure.name,
          formatNumber(figure.value, figure.unit),
          formatNumber(figure.baseline, figure.unit),
          figure.baselineName,
          figure.ratio === null ? '-' : figure.ratio.toFixed(2),
          describeGoal(figure.goal),
          figure.pass === null ? '' : figure.pass ? 'PASS' : 'FAIL',
        ]),
  );
  const header = [
    'benchmark',
    'figure',
    'value',
    'baseline',
    'baseline is',
    'ratio',
    'goal',
    'result',
  ];
  console.log(`\n${formatTable(header, rows, 2)}\n`);
}

async function main() {
  const benchmarks = await loadBenchmarks(process.argv.slice(2));
  const startedAt = new Date().toISOString();
  const outcomes: BenchmarkOutcome[] = [];
  for (const benchmark of benchmarks) outcomes.push(await runOne(benchmark));
  printTable(outcomes);

  const passed = outcomes.every(
    (outcome) => !outcome.error && outcome.figures.every((figure) => figure.pass !== false),
  );
  const machine = {
    node: process.version,
    platform: `${os.platform()} ${os.arch()}`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
  };
  await fs.mkdir(path.dirname(RESULTS_FILE), { recursive: true });
  await fs.writeFile(
    RESULTS_FILE,
    `${JSON.stringify({ startedAt, machine, passed, benchmarks: outcomes }, null, 2)}\n`,
  );
  console.log(
    `${passed ? 'All goals met' : 'A goal was missed'}; results in ${path.relative(process.cwd(), RESULTS_FILE)}`,
  );
  process.exitCode = passed ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
