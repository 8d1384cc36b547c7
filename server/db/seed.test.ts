import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/build-test-app';
import type { Database } from './client';
import { ensureFirstAdmin, seedDemo } from './seed';
import { verifyPassword } from '../lib/crypto';
import { companyFitness } from '../modules/inspections/fitness.service';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const TABLES = [
  'companies',
  'sites',
  'entry_forms',
  'equipment',
  'equipment_inspections',
  'inspector_qualifications',
  'users',
  'user_sites',
  'company_agents',
  'billing_plans',
  'billing_days',
  'billing_ledger',
  'contact_requests',
];

async function counts() {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const rows = await database.db.execute<{ n: number }>(
      sql.raw(`select count(*)::int as n from ${table}`),
    );
    result[table] = (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
  }
  return result;
}

describe('bootstrap and demo data', () => {
  it('creates the first super admin with a generated password, once', async () => {
    const generated = await ensureFirstAdmin(database.db, { username: 'owner', password: null });
    expect(generated?.username).toBe('owner');
    expect(generated!.password.length).toBeGreaterThanOrEqual(16);
    const [row] = (
      (await database.db.execute(
        sql`select password_hash, role from users where username = 'owner'`,
      )) as unknown as {
        rows: { password_hash: string; role: string }[];
      }
    ).rows;
    expect(row!.role).toBe('super_admin');
    expect(await verifyPassword(generated!.password, row!.password_hash)).toBe(true);
    expect(await ensureFirstAdmin(database.db, { username: 'owner2', password: null })).toBeNull();
  });

  it('seeds the demo companies, sites, form, equipment, users and back office, and a second run changes nothing', async () => {
    expect(await seedDemo(database.db, 'demo1234')).toBe(true);
    const first = await counts();
    expect(first).toMatchObject({
      companies: 2,
      sites: 2,
      entry_forms: 1,
      users: 7,
      user_sites: 3,
      // demo-agent brings both companies, whose last 60 days are closed into the ledger.
      company_agents: 2,
      billing_plans: 2,
      billing_days: 2 * 60,
      billing_ledger: 2 * 60 * 3,
    });
    expect(first.contact_requests).toBeGreaterThanOrEqual(3);
    expect(first.equipment).toBeGreaterThanOrEqual(4);
    expect(first.equipment_inspections).toBeGreaterThanOrEqual(6);
    expect(first.inspector_qualifications).toBe(3);
    expect(await seedDemo(database.db, 'demo1234')).toBe(false);
    expect(await counts()).toEqual(first);
  });

  it('gives the demo scaffolds and platforms inspections in every state a site lives with', async () => {
    const [site] = (
      (await database.db.execute(
        sql`select company_id from sites where code = 'DEMO'`,
      )) as unknown as {
        rows: { company_id: number }[];
      }
    ).rows;
    const { items, fitness } = await companyFitness(database.db, site!.company_id);
    const states = Object.fromEntries(items.map((i) => [i.value, fitness.get(i.id)?.state]));
    expect(states).toEqual({
      'P-101': 'fit',
      'P-102': 'due_today',
      'P-201': 'closed',
      'P-202': 'overdue',
      'LP-7': 'fit',
      'LP-9': 'fit',
    });
  });
});
