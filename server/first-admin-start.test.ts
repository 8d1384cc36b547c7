import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../test/server-process';

/**
 * The first start on an empty database, with the output collected as a container's log is (a
 * pipe, not a terminal): the generated first super-admin password must not reach that output,
 * yet the operator finds it in the file the output names. The embedded database is enough; the
 * PostgreSQL run has nothing to add.
 */
describe.skipIf(process.env.TEST_DB === 'postgres')('the first start of a server', () => {
  it('keeps the generated super-admin password out of collected output', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-entry-first-admin-'));
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ADMIN_USERNAME: 'owner',
      CLIENT_DIST_DIR: path.join(dataDir, 'no-client'),
      LOG_LEVEL: 'info',
    });
    try {
      const deadline = Date.now() + 10_000;
      while (!server.output().includes('First super admin created') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(server.output()).toContain('First super admin created: owner');
      expect(server.output()).not.toMatch(/First super admin created: owner \//);
      const file = await fs.readFile(path.join(dataDir, 'first-admin-password.txt'), 'utf8');
      const [username, password] = file.split('\n');
      expect(username).toBe('owner');
      expect(server.output()).not.toContain(password);
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ username, password }),
      });
      expect(login.status).toBe(200);
    } finally {
      await server.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
