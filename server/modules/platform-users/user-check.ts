import { eq, sql } from 'drizzle-orm';
import type { UserCheck } from '@shared/schemas/user-check.schemas';
import type { Db } from '../../db/client';
import { companies, users } from '../../db/schema';

/**
 * What a support person needs when someone cannot sign in: whether the username names an
 * account, compared without case as sign-in compares it, and whether that account is active.
 */
export async function checkUsername(db: Db, username: string): Promise<UserCheck> {
  const [row] = await db
    .select({
      username: users.username,
      isActive: users.isActive,
      role: users.role,
      companyName: sql<string | null>`${companies.name}`,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  if (!row) return { username, exists: false, isActive: false, role: null, companyName: null };
  return { ...row, exists: true };
}
