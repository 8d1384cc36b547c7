import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirInUseError } from './data-dir-lock';

// The embedded database's own guard; the PostgreSQL run of the suite has nothing to add here.
describe.skipIf(process.env.TEST_DB === 'postgres')('the embedded database folder', () => {
  it('refuses a second opener with a clear message, and opens again once the first closed', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pglite-lock-'));
    try {
      const first = await openDatabase({ databaseUrl: null, dataDir });
      await expect(openDatabase({ databaseUrl: null, dataDir })).rejects.toThrow(DataDirInUseError);
      await expect(openDatabase({ databaseUrl: null, dataDir })).rejects.toThrow(
        /in use by another running instance/,
      );
      await first.close();
      const again = await openDatabase({ databaseUrl: null, dataDir });
      await again.ping();
      await again.close();
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
