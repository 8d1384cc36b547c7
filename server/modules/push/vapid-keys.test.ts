import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadVapidKeys } from './vapid-keys';

describe('the VAPID key pair', () => {
  it('is made on the first start into the data folder and read from it after', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vapid-'));
    const first = await loadVapidKeys(null, path.join(dataDir, 'nested'));
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(await loadVapidKeys(null, path.join(dataDir, 'nested'))).toEqual(first);
    const stat = await fs.stat(path.join(dataDir, 'nested', 'vapid-keys.json'));
    expect(stat.mode & 0o077).toBe(0);
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('is the configured one when the environment gives it, and nothing is written', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vapid-'));
    const configured = { publicKey: 'public', privateKey: 'private' };
    expect(await loadVapidKeys(configured, dataDir)).toBe(configured);
    expect(await fs.readdir(dataDir)).toEqual([]);
    await fs.rm(dataDir, { recursive: true, force: true });
  });
});
