import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomToken } from '../../lib/crypto';

/**
 * Two processes close the same days of the same companies at the same instant on one
 * PostgreSQL: every (company, day) is closed once, its ledger lines written once, and the two
 * processes' counts add up to the number of days.
 */
const isPostgres = process.env.TEST_DB === 'postgres';
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

describe.skipIf(!isPostgres)('closing billing days from two processes at once', () => {
  let admin: pg.Client;
  let client: pg.Client;
  let databaseName: string;
  let databaseUrl: string;

  beforeAll(async () => {
    const template = inject('postgresTemplate')!;
    admin = new pg.Client({ connectionString: template.adminUrl });
    await admin.connect();
    databaseName = `site_entry_billing_${randomToken(6)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')}`;
    await admin.query(`CREATE DATABASE ${databaseName} TEMPLATE ${template.templateName}`);
    const url = new URL(template.adminUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    for (const [name, zone] of [
      ['Billing A', 'Asia/Jerusalem'],
      ['Billing B', 'America/New_York'],
    ] as const) {
      const { rows } = await client.query<{ id: number }>(
        `insert into companies (name, type, timezone) values ($1, 'main_contractor', $2) returning id`,
        [name, zone],
      );
      await client.query(
        `insert into billing_plans (company_id, effective_from, monthly_base_agorot, site_day_agorot, entry_agorot, vat_bp)
         values ($1, '2026-01-01', 300000, 2500, 150, 1800)`,
        [rows[0]!.id],
      );
    }
  });

  afterAll(async () => {
    await client?.end();
    await admin?.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin?.end();
  });

  /** A process that opens the database, then closes the due days when told to. */
  function startProcess() {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/close-days-process.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, NOW: '2026-03-01T12:00:00Z' },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const ready = new Promise<void>((resolve, reject) => {
      const poll = setInterval(() => {
        if (output.includes('ready\n')) {
          clearInterval(poll);
          resolve();
        }
      }, 20);
      child.once('exit', (code) => {
        clearInterval(poll);
        reject(new Error(`exited with ${code} before ready: ${output}`));
      });
    });
    const closed = new Promise<number>((resolve, reject) =>
      child.once('exit', (code) => {
        const last = output.trim().split('\n').at(-1) ?? '';
        if (code === 0) resolve((JSON.parse(last) as { closed: number }).closed);
        else reject(new Error(`exited with ${code}: ${output}`));
      }),
    );
    ready.catch(() => undefined);
    return { ready, go: () => child.stdin!.end('go\n'), closed };
  }

  async function closeTogether(count: number) {
    const processes = Array.from({ length: count }, startProcess);
    await Promise.all(processes.map((p) => p.ready));
    for (const p of processes) p.go();
    return Promise.all(processes.map((p) => p.closed));
  }

  it('yields one closed day and one set of ledger lines per company and day', async () => {
    // January and February: 59 days for each of the two companies.
    const [first, second] = await closeTogether(2);
    expect(first! + second!).toBe(2 * 59);

    const days = await client.query<{ n: number }>('select count(*)::int as n from billing_days');
    expect(days.rows[0]!.n).toBe(2 * 59);
    const duplicates = await client.query(
      `select company_id, day, kind from billing_ledger group by 1, 2, 3 having count(*) > 1`,
    );
    expect(duplicates.rows).toEqual([]);
    const base = await client.query<{ company_id: number; total: number }>(
      `select company_id, sum(amount_agorot)::int as total from billing_ledger
       where kind = 'base' and day < '2026-02-01' group by 1`,
    );
    // The daily shares of January add up to the monthly base exactly.
    expect(base.rows.map((r) => r.total)).toEqual([300000, 300000]);

    // Run again: nothing left to close, nothing written.
    expect(await closeTogether(1)).toEqual([0]);
    const lines = await client.query<{ n: number }>(
      'select count(*)::int as n from billing_ledger',
    );
    expect(lines.rows[0]!.n).toBe(2 * 59 * 3);
  }, 120_000);
});
