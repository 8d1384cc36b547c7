import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints, at the end of a run, one line per test, suite or file that failed and per test that
 * passed only when tried again, each starting with RECAP_MARK. `npm test` runs two Vitest
 * processes and shows the journeys' report last (scripts/run-tests.mjs), so a failure of the
 * other process scrolled out of the part of a CI log that is kept; that script gathers these
 * lines (by this mark) from both and prints them last.
 */
const RECAP_MARK = 'recap:';

interface Failure {
  message?: string;
}

const firstLine = (errors: readonly Failure[]) =>
  (errors[0]?.message ?? '').split('\n')[0]!.slice(0, 300);

export default class RunRecapReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: readonly Failure[]) {
    const lines: string[] = [];
    for (const testModule of testModules) {
      const project = testModule.project.name ? `[${testModule.project.name}] ` : '';
      const file = `${project}${testModule.relativeModuleId}`;
      if (testModule.errors().length > 0) {
        lines.push(`FAILED ${file}: ${firstLine(testModule.errors())}`);
      }
      for (const suite of testModule.children.allSuites()) {
        if (suite.errors().length > 0) {
          lines.push(`FAILED ${file} > ${suite.fullName}: ${firstLine(suite.errors())}`);
        }
      }
      for (const test of testModule.children.allTests()) {
        const result = test.result();
        if (result.state === 'failed') {
          lines.push(`FAILED ${file} > ${test.fullName}: ${firstLine(result.errors)}`);
        } else if (test.diagnostic()?.flaky) {
          lines.push(`PASSED ON A RETRY ${file} > ${test.fullName}`);
        }
      }
    }
    if (unhandledErrors.length > 0) {
      lines.push(
        `FAILED ${unhandledErrors.length} unhandled error(s): ${firstLine(unhandledErrors)}`,
      );
    }
    for (const line of lines) process.stdout.write(`${RECAP_MARK} ${line}\n`);
  }
}
