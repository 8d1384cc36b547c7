import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testConfig } from '../../test/build-test-app';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { fileBlobStore } from './blob-store/file-blob-store';

interface LogLine {
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

let app: Awaited<ReturnType<typeof buildApp>>;
let database: Database;
let folder: string;
const lines: LogLine[] = [];

beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'site-entry-log-'));
  const client = path.join(folder, 'client');
  await fs.mkdir(path.join(client, 'assets'), { recursive: true });
  await fs.writeFile(path.join(client, 'index.html'), '<!doctype html><title>app</title>');
  await fs.writeFile(path.join(client, 'assets', 'app-1a2b.js'), 'console.log(1)');
  database = await createTestDatabase();
  app = await buildApp(
    { ...testConfig(), logLevel: 'info', clientDistDir: client },
    {
      database,
      blobStore: fileBlobStore(path.join(folder, 'blobs')),
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    },
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await fs.rm(folder, { recursive: true, force: true });
});

const linesFor = async (url: string) => {
  lines.length = 0;
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, lines: [...lines] };
};

describe('the request log at the default level', () => {
  it.each(['/healthz', '/readyz', '/assets/app-1a2b.js'])('writes no line for %s', async (url) => {
    const { status, lines: written } = await linesFor(url);
    expect(status).toBe(200);
    expect(written).toEqual([]);
  });

  it('writes one line per other request, with its address, status and time', async () => {
    const { status, lines: written } = await linesFor('/api/auth/user');
    expect(status).toBe(401);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/auth/user' },
      res: { statusCode: 401 },
      responseTime: expect.any(Number),
    });
  });

  it('writes one line for a page of the app too', async () => {
    const { status, lines: written } = await linesFor('/login');
    expect(status).toBe(200);
    expect(written.map((line) => [line.req?.url, line.res?.statusCode])).toEqual([['/login', 200]]);
  });
});
