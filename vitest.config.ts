import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { reactToPreact } from './vite.config.js';

const alias = {
  '@': path.resolve(import.meta.dirname, 'client'),
  '@shared': path.resolve(import.meta.dirname, 'shared'),
};

/**
 * Server test files that mock a module (vi.mock): a mock registered in a shared module graph
 * would reach every later file of the same worker, so these run in projects of their own that
 * import everything afresh per file.
 */
export const MOCKING_SERVER_FILES = ['server/background-jobs.test.ts'];

/**
 * The sweeps of the whole HTTP API (every route as every role; property-based fuzzing): they
 * test what the routes answer, not the database's SQL, which every module's own files run on
 * both databases. When the PostgreSQL pass runs they run there alone: on the embedded database
 * the same sweeps took four to five times as long, a fifth of CI's thirty minutes.
 */
const API_SWEEP_FILES = ['test/authorization/authorization.test.ts', 'server/api-fuzz.test.ts'];
const postgresPassRuns = Boolean(process.env.TEST_DATABASE_URL);

/**
 * On CI a failed test is tried once more: under CI's load a race or a timing has failed a run
 * that passed on this code before and after, keeping everything in it from landing. A test that
 * fails twice still fails the run, and one that passed only the second time is named at the end
 * of `npm test` (test/run-recap-reporter.ts), to be fixed.
 */
const retry = process.env.CI ? 1 : 0;

const serverProject = (name: string, database: 'pglite' | 'postgres', isolated: boolean) => ({
  resolve: { alias },
  test: {
    name: isolated ? `${name}-isolated` : name,
    include: isolated
      ? MOCKING_SERVER_FILES
      : ['server/**/*.test.ts', 'test/authorization/*.test.ts'],
    exclude: [
      ...configDefaults.exclude,
      ...(isolated ? [] : MOCKING_SERVER_FILES),
      ...(database === 'pglite' && postgresPassRuns ? API_SWEEP_FILES : []),
    ],
    environment: 'node' as const,
    globalSetup: ['test/global-setup-db.ts'],
    env: { TEST_DB: database },
    // A guard against a hung test, not a speed check: on CI the journeys' Chromium and app
    // server share the two cores with these files (scripts/run-tests.mjs).
    testTimeout: 40_000,
    hookTimeout: 90_000,
    retry,
    // Every other file builds its own app on its own database and mocks nothing, so the files
    // of one worker can share the imported server instead of importing it again each: that
    // import was most of the suite's time that was not spent testing.
    isolate: isolated,
  },
});

/** The server's projects on one database: the shared one and the one for mocking files. */
const serverProjects = (name: string, database: 'pglite' | 'postgres') => [
  serverProject(name, database, false),
  serverProject(name, database, true),
];

/**
 * One runner for every suite. The server suite runs twice when TEST_DATABASE_URL is set: on the
 * embedded database and on PostgreSQL (ARCHITECTURE.md).
 */
export default defineConfig({
  test: {
    // Vitest leaves a core free by default, which on a two-core machine is one file at a time;
    // the test files wait on their databases and browsers often enough that two keep both busy.
    maxWorkers: 2,
    reporters: ['default', './test/run-recap-reporter.ts'],
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'shared',
          include: ['shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          retry,
        },
      },
      ...serverProjects('server', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? serverProjects('server-pg', 'postgres') : []),
      {
        resolve: {
          alias: { ...alias, ...reactToPreact },
          // The ES module builds, which import React (and so the aliases), rather than CommonJS
          // ones, whose require() Node answers with React itself.
          conditions: ['module', 'browser', 'development'],
          mainFields: ['module', 'browser', 'main'],
        },
        test: {
          name: 'client',
          include: ['client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['test/setup-client.ts'],
          // A screen test types and clicks through a whole journey; beside the server files and
          // the journeys' Chromium on a busy two-core machine the longest took over 15 s. A guard
          // against a hung test, not a speed check.
          testTimeout: 30_000,
          retry,
          // The libraries that import React (React Router, Radix, Testing Library...) go through
          // Vite too, so the aliases reach them and the tests render with Preact, as users do.
          server: { deps: { inline: true } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['e2e/harness/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          retry,
          // One Chromium at a time: the machine has two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
