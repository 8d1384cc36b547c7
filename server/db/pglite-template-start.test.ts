import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { PgliteThread } from './pglite-thread';

// The compiled server's first start copies its build's template instead of creating a cluster.
describe.skipIf(process.env.TEST_DB === 'postgres')('a first start from a template', () => {
  let folder: string;
  let template: string;

  beforeAll(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'pglite-template-'));
    template = path.join(folder, 'template');
    const client = await PGlite.create(template, { extensions: PGLITE_EXTENSIONS });
    await client.exec(
      `create table marker (note text); insert into marker values ('from the template')`,
    );
    await client.close();
  });
  afterAll(() => fs.rm(folder, { recursive: true, force: true }));

  const markerIn = async (dir: string, from: string | null) => {
    const thread = PgliteThread.start(dir, from);
    try {
      const result = await thread.query<{ note: string }>('select note from marker');
      return result.rows.map((row) => row.note);
    } finally {
      await thread.close();
    }
  };

  it('fills an empty folder from the template, and keeps what is written there', async () => {
    const dir = path.join(folder, 'data');
    await fs.mkdir(dir);
    expect(await markerIn(dir, template)).toEqual(['from the template']);
    const thread = PgliteThread.start(dir, template);
    await thread.query(`insert into marker values ('written after')`);
    await thread.close();
    // The second start finds the folder's own cluster and leaves it as it is.
    expect(await markerIn(dir, template)).toEqual(['from the template', 'written after']);
  });

  it('copies the template again into a folder whose copy stopped before its end', async () => {
    const dir = path.join(folder, 'stopped');
    await fs.cp(template, dir, { recursive: true });
    // The cluster's mark is what the copy writes last.
    await fs.rm(path.join(dir, 'PG_VERSION'));
    await fs.rm(path.join(dir, 'global'), { recursive: true });
    expect(await markerIn(dir, template)).toEqual(['from the template']);
  });

  it('leaves the template as it was', async () => {
    const thread = PgliteThread.start(path.join(folder, 'other'), template);
    await thread.query(`insert into marker values ('written in a copy')`);
    await thread.close();
    expect(await markerIn(template, null)).toEqual(['from the template']);
  });
});
