import { createHmac, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { visitSalts, visitSeen } from '../../db/schema';

/**
 * Today's salt, shared by every instance through the database: the first to need it makes it,
 * and the same step deletes the older salts with the hashes counted under them, so yesterday's
 * visitors can no longer be recognised by anyone, the database's reader included.
 */
async function saltOf(db: Db, day: string): Promise<Buffer> {
  await db
    .insert(visitSalts)
    .values({ day, salt: randomBytes(32) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ salt: visitSalts.salt })
    .from(visitSalts)
    .where(eq(visitSalts.day, day));
  await db.delete(visitSalts).where(lt(visitSalts.day, day));
  await db.delete(visitSeen).where(lt(visitSeen.day, day));
  return row!.salt;
}

/**
 * Hashes a visitor as privacy-first analytics do: the address, the user agent and the site's
 * host under the day's secret salt. Nothing else is kept: the hash alone, for the day only.
 * The salt is read from the database once a day per instance.
 */
export function createVisitorHasher(db: Db) {
  let cached: { day: string; salt: Promise<Buffer> } | null = null;
  return async (day: string, visitor: { address: string; userAgent: string; host: string }) => {
    if (cached?.day !== day) {
      const salt = saltOf(db, day);
      cached = { day, salt };
      salt.catch(() => {
        cached = null;
      });
    }
    const salt = await cached.salt;
    return createHmac('sha256', salt)
      .update(`${visitor.address}\n${visitor.userAgent}\n${visitor.host}`)
      .digest('base64url')
      .slice(0, 22);
  };
}
