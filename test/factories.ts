import type { Role } from '@shared/constants';
import type { Db } from '../server/db/client';
import { companies, sites, userSites, users } from '../server/db/schema';
import { hashPassword, randomToken } from '../server/lib/crypto';
import type { TestApp } from './build-test-app';

export const TEST_PASSWORD = 'correct-horse-9';
/**
 * scrypt is slow on purpose, and every sign-in of a test user verifies this one hash: it is made
 * with a small work factor, which the stored hash names, so verification runs the same code at
 * a hundredth of the cost. Passwords set through the API are hashed at the real one.
 */
const TEST_HASH_COST = { N: 2 ** 10, r: 8, p: 1 };
let passwordHash: Promise<string> | null = null;
const testPasswordHash = () =>
  (passwordHash ??= hashPassword(TEST_PASSWORD, undefined, TEST_HASH_COST));

export async function createCompany(db: Db, values: Partial<typeof companies.$inferInsert> = {}) {
  const [row] = await db
    .insert(companies)
    .values({ name: `Company ${randomToken(3)}`, type: 'main_contractor', ...values })
    .returning();
  return row!;
}

export async function createSite(
  db: Db,
  companyId: number,
  values: Partial<typeof sites.$inferInsert> = {},
) {
  const [row] = await db
    .insert(sites)
    .values({
      companyId,
      code: `S${randomToken(4).replace(/[^A-Za-z0-9]/g, 'x')}`,
      name: `Site ${randomToken(3)}`,
      ...values,
    })
    .returning();
  return row!;
}

export async function createUser(
  db: Db,
  values: {
    role: Role;
    companyId?: number | null;
    siteIds?: number[];
    username?: string;
    isActive?: boolean;
    /** TEST_PASSWORD hashed otherwise, for a test that needs the real work factor. */
    passwordHash?: string;
  },
) {
  const [row] = await db
    .insert(users)
    .values({
      username: values.username ?? `user-${randomToken(4)}`,
      passwordHash: values.passwordHash ?? (await testPasswordHash()),
      role: values.role,
      firstName: 'Test',
      lastName: values.role,
      companyId: values.companyId ?? null,
      isActive: values.isActive ?? true,
    })
    .returning();
  for (const siteId of values.siteIds ?? []) {
    await db.insert(userSites).values({ userId: row!.id, siteId });
  }
  return row!;
}

/** Logs in through the real call and returns the Cookie header to send as that user. */
export async function loginAs(t: TestApp, username: string, password = TEST_PASSWORD) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'sid');
  return `sid=${cookie!.value}`;
}

/**
 * Creates each user and signs him in through the real login: the Cookie header to send as
 * each, under the name the test calls him by.
 */
export async function signInStaff<Name extends string>(
  t: TestApp,
  staff: Record<Name, Parameters<typeof createUser>[1]>,
): Promise<Record<Name, string>> {
  const cookies = {} as Record<Name, string>;
  for (const [name, values] of Object.entries(staff) as [
    Name,
    Parameters<typeof createUser>[1],
  ][]) {
    const user = await createUser(t.db, values);
    cookies[name] = await loginAs(t, user.username);
  }
  return cookies;
}
