import { eq, sql } from 'drizzle-orm';
import { hashPassword, randomToken } from '../lib/crypto';
import { DEFAULT_FORM_FIELDS } from '../modules/entry-forms/default-form';
import type { Db } from './client';
import { closeDueDays } from '../modules/billing/day-closing';
import { seedDemoBackOffice } from './demo-back-office';
import { seedDemoBlog } from './demo-blog';
import { DEMO_COMPANIES, DEMO_USERS, demoEquipment } from './demo-data';
import { seedDemoInspections } from './demo-inspections';
import { companies, entryForms, equipment, sites, userSites, users } from './schema';

export interface BootstrapResult {
  /** Set only when this start created the first super admin with a generated password. */
  generatedAdmin: { username: string; password: string } | null;
  demoSeeded: boolean;
}

/** On an empty database: the first super admin, from configuration or with a generated password. */
export async function ensureFirstAdmin(
  db: Db,
  admin: { username: string; password: string | null },
): Promise<BootstrapResult['generatedAdmin']> {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users);
  if (count > 0) return null;
  const password = admin.password ?? randomToken(12);
  await db.insert(users).values({
    username: admin.username,
    passwordHash: await hashPassword(password),
    role: 'super_admin',
    firstName: 'מנהל',
    lastName: 'מערכת',
  });
  return admin.password ? null : { username: admin.username, password };
}

/**
 * Demo companies, sites, form, equipment, its inspections and users; a second run finds DEMO and
 * changes nothing.
 */
export async function seedDemo(db: Db, demoPassword: string): Promise<boolean> {
  const existing = await db.select({ id: sites.id }).from(sites).where(eq(sites.code, 'DEMO'));
  if (existing.length > 0) return false;
  // The demo users share one password that the start banner prints: one hash serves them all,
  // where one each was most of a first start's seeding (scrypt, about 100 ms of a core apiece).
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    const companyIds: number[] = [];
    const siteIds: number[] = [];
    for (const { company, site } of DEMO_COMPANIES) {
      const [c] = await tx.insert(companies).values(company).returning({ id: companies.id });
      const [s] = await tx
        .insert(sites)
        .values({ ...site, companyId: c!.id })
        .returning({ id: sites.id });
      companyIds.push(c!.id);
      siteIds.push(s!.id);
    }
    await tx
      .insert(entryForms)
      .values({ siteId: siteIds[0]!, version: 1, fields: DEFAULT_FORM_FIELDS });
    const items = await tx
      .insert(equipment)
      .values(
        demoEquipment().map((e) => ({ ...e, companyId: companyIds[0]!, siteId: siteIds[0]! })),
      )
      .returning({ id: equipment.id, value: equipment.value, kind: equipment.kind });
    const userIds = new Map<string, number>();
    for (const u of DEMO_USERS) {
      const taken = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = ${u.username}`);
      if (taken.length > 0) continue;
      const [row] = await tx
        .insert(users)
        .values({
          username: u.username,
          passwordHash,
          role: u.role,
          firstName: u.firstName,
          lastName: u.lastName,
          companyId: u.company === null ? null : companyIds[u.company]!,
        })
        .returning({ id: users.id });
      userIds.set(u.username, row!.id);
      if (u.site !== null)
        await tx.insert(userSites).values({ userId: row!.id, siteId: siteIds[u.site]! });
    }
    const manager = DEMO_USERS.find((u) => u.username === 'demo-manager')!;
    if (userIds.has(manager.username) && userIds.has('demo-safety')) {
      await seedDemoInspections(tx, {
        companyId: companyIds[0]!,
        siteId: siteIds[0]!,
        items,
        inspector: {
          id: userIds.get(manager.username)!,
          name: `${manager.firstName} ${manager.lastName}`,
        },
        safetyManagerId: userIds.get('demo-safety')!,
        now: new Date(),
      });
    }
    await seedDemoBackOffice(tx, companyIds, new Date());
    await seedDemoBlog(tx, new Date());
  });
  // The plans started DEMO_BILLING_DAYS ago: the job closes those days into the ledger now.
  await closeDueDays(db);
  return true;
}
