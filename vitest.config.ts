import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname, 'client'),
  '@shared': path.resolve(import.meta.dirname, 'shared'),
};

const serverProject = (name: string, database: 'pglite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name,
    include: ['server/**/*.test.ts'],
    environment: 'node' as const,
    globalSetup: ['test/global-setup-db.ts'],
    env: { TEST_DB: database },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

/**
 * One runner for every suite. The server suite runs twice when TEST_DATABASE_URL is set: on the
 * embedded database and on PostgreSQL (DESIGN.md section 15).
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'shared',
          include: ['shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      serverProject('server', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-pg', 'postgres')] : []),
      {
        resolve: { alias },
        test: {
          name: 'client',
          include: ['client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['test/setup-client.ts'],
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
          // One Chromium at a time: the machine has two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
