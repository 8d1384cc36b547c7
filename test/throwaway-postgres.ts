import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../e2e/harness/app-server';

const run = promisify(execFile);
const BIN = process.env.POSTGRES_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

/** PostgreSQL refuses to run as root, so root runs its tools as the postgres user. */
function asOwner(command: string, args: string[]) {
  const file = path.join(BIN, command);
  return process.getuid?.() === 0
    ? run('runuser', ['-u', 'postgres', '--', file, ...args])
    : run(file, args);
}

/**
 * A PostgreSQL cluster of the test's own, in a temporary folder on a free port, that the test
 * may stop and start at will without touching any shared server.
 */
export class ThrowawayPostgres {
  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  static async create(): Promise<ThrowawayPostgres> {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-entry-pg-'));
    if (process.getuid?.() === 0) await run('chown', ['postgres:postgres', dir]);
    const cluster = new ThrowawayPostgres(dir, await freePort());
    await asOwner('initdb', [
      '-D',
      cluster.dataDir,
      '--username=postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--no-sync',
    ]);
    await cluster.start();
    return cluster;
  }

  private get dataDir() {
    return path.join(this.dir, 'data');
  }

  async start() {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    await asOwner('pg_ctl', [
      '-D',
      this.dataDir,
      '-l',
      path.join(this.dir, 'server.log'),
      '-o',
      options,
      '-w',
      'start',
    ]);
  }

  /** A fast shutdown: open connections are cut, as in a real restart or failover. */
  async stop() {
    await asOwner('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
  }

  async destroy() {
    await this.stop().catch(() => {});
    await fs.rm(this.dir, { recursive: true, force: true });
  }
}
