import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kiosks, sites } from '../../db/schema';

export type KioskRow = typeof kiosks.$inferSelect;

export function listOfSite(db: Db, siteId: number) {
  return db.select().from(kiosks).where(eq(kiosks.siteId, siteId)).orderBy(desc(kiosks.id));
}

export async function insert(
  db: Db,
  row: Pick<
    typeof kiosks.$inferInsert,
    'companyId' | 'siteId' | 'label' | 'pairingHash' | 'createdBy'
  >,
): Promise<KioskRow> {
  const [saved] = await db.insert(kiosks).values(row).returning();
  return saved!;
}

export async function findById(db: Db, id: number): Promise<KioskRow | null> {
  const [row] = await db.select().from(kiosks).where(eq(kiosks.id, id));
  return row ?? null;
}

export async function revoke(db: Db, id: number, at: Date): Promise<KioskRow | null> {
  const [row] = await db
    .update(kiosks)
    .set({ revokedAt: at, pairingHash: null })
    .where(and(eq(kiosks.id, id), isNull(kiosks.revokedAt)))
    .returning();
  return row ?? null;
}

/**
 * Spends a pairing link: the row's pairing hash gives way to the tablet's token hash in one
 * update, so two tablets opening the same link at once cannot both win.
 */
export async function pair(
  db: Db,
  pairingHash: string,
  tokenHash: string,
  at: Date,
): Promise<KioskRow | null> {
  const [row] = await db
    .update(kiosks)
    .set({ pairingHash: null, tokenHash, pairedAt: at })
    .where(and(eq(kiosks.pairingHash, pairingHash), isNull(kiosks.revokedAt)))
    .returning();
  return row ?? null;
}

/** The live kiosk holding this token, with its site's code; null when revoked or unknown. */
export async function liveByToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ kiosk: kiosks, siteCode: sites.code, isSiteActive: sites.isActive })
    .from(kiosks)
    .innerJoin(sites, eq(sites.id, kiosks.siteId))
    .where(and(eq(kiosks.tokenHash, tokenHash), isNull(kiosks.revokedAt)));
  return row ?? null;
}
