import fs from 'node:fs/promises';
import path from 'node:path';
import webPush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const FILE_NAME = 'vapid-keys.json';

function isVapidKeys(value: unknown): value is VapidKeys {
  const keys = value as Partial<VapidKeys> | null;
  return typeof keys?.publicKey === 'string' && typeof keys.privateKey === 'string';
}

/**
 * The server's VAPID key pair: the configured one, else the one kept in the data folder, made on
 * the first start. A browser's subscription is bound to the public key, so losing the file ends
 * every device's notifications; several instances must share one pair through the environment.
 */
export async function loadVapidKeys(configured: VapidKeys | null, dataDir: string) {
  if (configured) return configured;
  const file = path.join(dataDir, FILE_NAME);
  try {
    const kept: unknown = JSON.parse(await fs.readFile(file, 'utf8'));
    if (isVapidKeys(kept)) return kept;
    throw new Error(`${file} holds no VAPID key pair`);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const made = webPush.generateVAPIDKeys();
  await fs.mkdir(dataDir, { recursive: true });
  // 'wx': of two processes starting at once on one folder, the second reads the first's pair.
  try {
    await fs.writeFile(file, JSON.stringify(made), { flag: 'wx', mode: 0o600 });
    return made;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return JSON.parse(await fs.readFile(file, 'utf8')) as VapidKeys;
  }
}
