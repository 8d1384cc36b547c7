import { createHash } from 'node:crypto';
import { and, asc, between, desc, eq, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts, sites, visitCounts, visitDays, visitSeen } from '../../db/schema';
import type { VisitStep } from '@shared/schemas/visits.schemas';

/** One counter row's dimensions. */
export interface VisitKey {
  step: VisitStep;
  path: string;
  siteId: number | null;
  referrer: string;
  language: string;
  device: string;
}

/** Hits of one key in one call: how many, and by whom (null when no visitor is known). */
export interface VisitHits extends VisitKey {
  views: number;
  visitor: string | null;
}

function counterKey(key: VisitKey): string {
  const dims = [key.step, key.path, key.siteId ?? '', key.referrer, key.language, key.device];
  return createHash('sha256').update(dims.join('\n')).digest('base64url').slice(0, 22);
}

const dayKey = (step: string) => `day:${step}`;

/**
 * Adds hits to the day's counters: a visitor first seen under a key adds one visitor to it, and
 * one to the day's step total the first time that day. `hits` holds each key once. Hits with no
 * visitor (approvals, made by a manager for a worker) count one visitor each.
 */
export async function addVisits(db: Db, day: string, hits: readonly VisitHits[]) {
  if (hits.length === 0) return;
  await db.transaction(async (tx) => {
    const seenRows = new Map<string, { day: string; visitor: string; counter: string }>();
    for (const hit of hits) {
      if (hit.visitor === null) continue;
      for (const counter of [counterKey(hit), dayKey(hit.step)]) {
        seenRows.set(`${hit.visitor} ${counter}`, { day, visitor: hit.visitor, counter });
      }
    }
    const fresh = new Set<string>();
    if (seenRows.size > 0) {
      const inserted = await tx
        .insert(visitSeen)
        .values([...seenRows.values()])
        .onConflictDoNothing()
        .returning({ visitor: visitSeen.visitor, counter: visitSeen.counter });
      for (const row of inserted) fresh.add(`${row.visitor} ${row.counter}`);
    }
    // The visitors a hit adds under `counter`; a visitor is taken once, so a second key of the
    // same visitor in this call does not count him again for the day.
    const take = (hit: VisitHits, counter: string) => {
      if (hit.visitor === null) return hit.views;
      return fresh.delete(`${hit.visitor} ${counter}`) ? 1 : 0;
    };

    await tx
      .insert(visitCounts)
      .values(
        hits.map((hit) => ({
          day,
          step: hit.step,
          path: hit.path,
          siteId: hit.siteId,
          referrer: hit.referrer,
          language: hit.language,
          device: hit.device,
          views: hit.views,
          visitors: take(hit, counterKey(hit)),
        })),
      )
      .onConflictDoUpdate({
        target: [
          visitCounts.day,
          visitCounts.step,
          visitCounts.path,
          visitCounts.siteId,
          visitCounts.referrer,
          visitCounts.language,
          visitCounts.device,
        ],
        set: {
          views: sql`${visitCounts.views} + excluded.views`,
          visitors: sql`${visitCounts.visitors} + excluded.visitors`,
        },
      });

    const perStep = new Map<string, { views: number; visitors: number }>();
    for (const hit of hits) {
      const total = perStep.get(hit.step) ?? { views: 0, visitors: 0 };
      total.views += hit.views;
      total.visitors += take(hit, dayKey(hit.step));
      perStep.set(hit.step, total);
    }
    await tx
      .insert(visitDays)
      .values([...perStep].map(([step, total]) => ({ day, step, ...total })))
      .onConflictDoUpdate({
        target: [visitDays.day, visitDays.step],
        set: {
          views: sql`${visitDays.views} + excluded.views`,
          visitors: sql`${visitDays.visitors} + excluded.visitors`,
        },
      });
  });
}

/** The sites among `codes` (exact codes) and `ids`, active or not, by code and by id. */
export async function findSites(db: Db, codes: readonly string[], ids: readonly number[]) {
  if (codes.length === 0 && ids.length === 0) return [];
  const conditions = [];
  if (codes.length > 0) conditions.push(inArray(sites.code, [...codes]));
  if (ids.length > 0) conditions.push(inArray(sites.id, [...ids]));
  return db
    .select({ id: sites.id, code: sites.code })
    .from(sites)
    .where(conditions.length === 1 ? conditions[0] : sql`${conditions[0]} or ${conditions[1]}`);
}

/** Which of `slugs` are posts the public can read now. */
export async function findPublicSlugs(db: Db, slugs: readonly string[]) {
  if (slugs.length === 0) return new Set<string>();
  const rows = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(
      and(
        inArray(blogPosts.slug, [...slugs]),
        ne(blogPosts.status, 'draft'),
        isNotNull(blogPosts.publishAt),
        lte(blogPosts.publishAt, sql`now()`),
        isNull(blogPosts.removedAt),
      ),
    );
  return new Set(rows.map((row) => row.slug));
}

/** The day totals of the range, per step. */
export function dayTotals(db: Db, from: string, to: string) {
  return db
    .select({
      day: visitDays.day,
      step: visitDays.step,
      views: visitDays.views,
      visitors: visitDays.visitors,
    })
    .from(visitDays)
    .where(between(visitDays.day, from, to))
    .orderBy(asc(visitDays.day));
}

type RankedColumn = 'path' | 'referrer' | 'language' | 'device';

/** The most viewed values of one dimension among the range's public page views. */
export function topOfPages(db: Db, from: string, to: string, column: RankedColumn, limit: number) {
  const key = visitCounts[column];
  const views = sql<number>`sum(${visitCounts.views})::int`;
  return db
    .select({ key, views, visitors: sql<number>`sum(${visitCounts.visitors})::int` })
    .from(visitCounts)
    .where(and(between(visitCounts.day, from, to), eq(visitCounts.step, 'view')))
    .groupBy(key)
    .orderBy(desc(views), asc(key))
    .limit(limit);
}

/** The sites workers reached in the range, most arrivals first, by name. */
export function topSites(db: Db, from: string, to: string, limit: number) {
  const views = sql<number>`sum(${visitCounts.views})::int`;
  return db
    .select({ key: sites.name, views, visitors: sql<number>`sum(${visitCounts.visitors})::int` })
    .from(visitCounts)
    .innerJoin(sites, eq(sites.id, visitCounts.siteId))
    .where(and(between(visitCounts.day, from, to), eq(visitCounts.step, 'arrive')))
    .groupBy(sites.id, sites.name)
    .orderBy(desc(views), asc(sites.name))
    .limit(limit);
}

const EXPORT_BATCH = 1000;

/** Every counter row of the range, in batches, for the CSV file. */
export async function* countRows(db: Db, from: string, to: string) {
  let afterId = 0;
  for (;;) {
    const rows = await db
      .select({
        id: visitCounts.id,
        day: visitCounts.day,
        step: visitCounts.step,
        path: visitCounts.path,
        site: sites.name,
        referrer: visitCounts.referrer,
        language: visitCounts.language,
        device: visitCounts.device,
        views: visitCounts.views,
        visitors: visitCounts.visitors,
      })
      .from(visitCounts)
      .leftJoin(sites, eq(sites.id, visitCounts.siteId))
      .where(and(between(visitCounts.day, from, to), sql`${visitCounts.id} > ${afterId}`))
      .orderBy(asc(visitCounts.id))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    yield rows;
    afterId = rows[rows.length - 1]!.id;
  }
}
