import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_ADMIN_FILE, firstAdminNotice } from './first-admin-notice';

const generated = { username: 'admin', password: 'Secret-Generated-123' };

describe('the first super admin password', () => {
  it('is shown on a terminal', async () => {
    const lines = await firstAdminNotice(generated, { isTerminal: true, dataDir: '/nonexistent' });
    expect(lines.join('\n')).toContain(generated.password);
  });

  it('never reaches collected output: it goes to a file only this user reads', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-entry-admin-'));
    try {
      const lines = await firstAdminNotice(generated, { isTerminal: false, dataDir });
      expect(lines.join('\n')).not.toContain(generated.password);
      const file = path.join(dataDir, FIRST_ADMIN_FILE);
      expect(await fs.readFile(file, 'utf8')).toContain(generated.password);
      expect((await fs.stat(file)).mode & 0o077).toBe(0);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
