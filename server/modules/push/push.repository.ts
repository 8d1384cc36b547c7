import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { ABILITIES } from '@shared/access/policy';
import type { Role } from '@shared/constants';
import type { PushEventKind } from '@shared/schemas/push.schemas';
import type { Db } from '../../db/client';
import { pushActionTokens, pushSubscriptions, userSites, users } from '../../db/schema';
import { wantsPush } from './push-preferences.repository';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export function listForUser(db: Db, userId: number) {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.createdAt);
}

/**
 * A browser has one subscription per app: signing in as another user on the same browser
 * hands the device over to him, so it never notifies two people.
 */
export async function upsert(
  db: Db,
  row: Omit<typeof pushSubscriptions.$inferInsert, 'id' | 'createdAt' | 'lastSentAt'>,
): Promise<PushSubscriptionRow> {
  const [saved] = await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: row.userId,
        p256dh: row.p256dh,
        auth: row.auth,
        deviceLabel: row.deviceLabel,
        language: row.language,
        createdAt: sql`now()`,
      },
    })
    .returning();
  return saved!;
}

export async function deleteOwn(db: Db, userId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

export async function deleteByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

export async function markSent(db: Db, ids: number[], at: Date) {
  if (ids.length === 0) return;
  await db
    .update(pushSubscriptions)
    .set({ lastSentAt: at })
    .where(inArray(pushSubscriptions.id, ids));
}

// The company's staff who decide requests; the platform's super admin is no site's manager and
// is not woken by every gate of every company.
const DECIDERS = (ABILITIES['entry.decide'] as readonly Role[]).filter(
  (role) => !(ABILITIES['tenants.all'] as readonly Role[]).includes(role),
);
const WHOLE_COMPANY = ABILITIES['sites.all-of-company'] as readonly Role[];

/** The devices of the active staff who decide the site's requests and want this kind of push. */
export function devicesOfSiteDeciders(
  db: Db,
  site: { id: number; companyId: number },
  kind: PushEventKind,
) {
  return db
    .select({ subscription: pushSubscriptions })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(
      and(
        eq(users.isActive, true),
        wantsPush(kind),
        eq(users.companyId, site.companyId),
        inArray(users.role, [...DECIDERS]),
        sql`(${inArray(users.role, [...WHOLE_COMPANY])} or exists (
          select 1 from ${userSites}
          where ${userSites.userId} = ${users.id} and ${userSites.siteId} = ${site.id}))`,
      ),
    );
}

/**
 * The devices of these users while they are active staff of the company and want this kind of
 * push.
 */
export async function devicesOfUsers(
  db: Db,
  companyId: number,
  userIds: readonly number[],
  kind: PushEventKind,
) {
  if (userIds.length === 0) return [];
  return db
    .select({ subscription: pushSubscriptions })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(
      and(
        inArray(users.id, [...userIds]),
        eq(users.companyId, companyId),
        eq(users.isActive, true),
        wantsPush(kind),
      ),
    );
}

export async function insertActionTokens(
  db: Db,
  rows: (typeof pushActionTokens.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(pushActionTokens).values(rows);
}

/** Spends a token: its user and request once, while it is unspent and unexpired; else null. */
export async function spendActionToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(pushActionTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(pushActionTokens.tokenHash, tokenHash),
        isNull(pushActionTokens.usedAt),
        gt(pushActionTokens.expiresAt, now),
      ),
    )
    .returning({ userId: pushActionTokens.userId, entryId: pushActionTokens.entryRequestId });
  return row ?? null;
}

/** Each user's language as his most recently added device speaks it. */
export async function latestDeviceLanguages(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .selectDistinctOn([pushSubscriptions.userId], {
      userId: pushSubscriptions.userId,
      language: pushSubscriptions.language,
    })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...userIds]))
    .orderBy(pushSubscriptions.userId, sql`${pushSubscriptions.createdAt} desc`);
}
