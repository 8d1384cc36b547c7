import {
  eventsLookbackStart,
  fitnessOf,
  LAW_INTERVALS,
  type InspectionIntervals,
  type SiteEvent,
} from '@shared/inspections/inspection-rules';
import type { ClosedReason, FitnessView } from '@shared/schemas/inspection.schemas';
import { isoDayIn } from '@shared/time/calendar-day';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { companyTimeZone } from '../../lib/company-zone';
import * as repo from './inspections.repository';

export type { ItemWithLatest } from './inspections.repository';

/**
 * A company's items with their newest inspection, in the list's order; `page` narrows them and
 * cuts a page before the inspections are read (the equipment list's pages, decision 080).
 */
export function companyItemsWithLatest(
  db: Db,
  companyId: number,
  page: Parameters<typeof repo.itemsWithLatest>[2],
) {
  return repo.itemsWithLatest(db, { companyId }, page);
}

/** The company's intervals, the law's until it saves shorter ones. */
export async function companyIntervals(db: Db, companyId: number): Promise<InspectionIntervals> {
  return (await repo.findSettings(db, companyId)) ?? LAW_INTERVALS;
}

/** The company's zone and today in it; 404 for a company that does not exist. */
export async function companyDay(db: Db, companyId: number, now: Date) {
  const zone = await companyTimeZone(db, companyId);
  if (zone === null) throw new AppError(404, 'NOT_FOUND');
  let today: string;
  try {
    today = isoDayIn(now, zone);
  } catch {
    throw new AppError(404, 'NOT_FOUND');
  }
  return { zone, today };
}

/**
 * Each item's state now by the rules (shared/inspections/inspection-rules.ts): its newest
 * inspection, and the weather marks, stoppages and changes on its site or on it that can still
 * matter. `day` is the company's zone and today when the caller has read them already.
 */
export async function fitnessOfItems(
  db: Db,
  companyId: number,
  items: readonly repo.ItemWithLatest[],
  now: Date,
  day?: { zone: string; today: string },
): Promise<Map<number, FitnessView>> {
  const { zone, today } = day ?? (await companyDay(db, companyId, now));
  const lookback = eventsLookbackStart(today);
  const [intervals, events] = await Promise.all([
    companyIntervals(db, companyId),
    repo.recentEvents(db, companyId, new Date(`${lookback}T00:00:00Z`), lookback),
  ]);
  return fitnessFrom(items, events, intervals, { zone, today });
}

/**
 * The gate's read of the items a submission named (`ids`, the company's), in one statement:
 * each one's state now, as fitnessOfItems gives it, and whether the site refuses unfit ones.
 */
export async function namedItemsFitness(
  db: Db,
  q: { companyId: number; siteId: number; ids: readonly number[] },
  day: { zone: string; today: string },
) {
  const lookback = eventsLookbackStart(day.today);
  const read = await repo.gateRead(db, {
    ...q,
    since: new Date(`${lookback}T00:00:00Z`),
    sinceDay: lookback,
  });
  return {
    fitness: fitnessFrom(read.items, read.events, read.intervals ?? LAW_INTERVALS, day),
    blocksUnfit: read.blocksUnfit,
  };
}

function fitnessFrom(
  items: readonly repo.ItemWithLatest[],
  events: readonly repo.RecentEvent[],
  intervals: InspectionIntervals,
  { zone, today }: { zone: string; today: string },
): Map<number, FitnessView> {
  const bySite = new Map<number, SiteEvent[]>();
  const byItem = new Map<number, SiteEvent[]>();
  for (const e of events) {
    const event: SiteEvent =
      e.kind === 'stoppage'
        ? { kind: 'stoppage', occurredAt: e.occurredAt, fromDay: e.fromDay!, toDay: e.toDay! }
        : { kind: e.kind, occurredAt: e.occurredAt };
    const [map, key] = e.equipmentId !== null ? [byItem, e.equipmentId] : [bySite, e.siteId];
    if (key === null) continue;
    map.set(key, [...(map.get(key) ?? []), event]);
  }
  const result = new Map<number, FitnessView>();
  for (const item of items) {
    const latest =
      item.inspectedAt && item.outcome
        ? {
            inspectedAt: item.inspectedAt,
            day: isoDayIn(item.inspectedAt, zone),
            outcome: item.outcome,
            reportExpiresOn: item.reportExpiresOn,
          }
        : null;
    const itemEvents = [
      ...(item.siteId === null ? [] : (bySite.get(item.siteId) ?? [])),
      ...(byItem.get(item.id) ?? []),
    ];
    const fitness = fitnessOf(item.kind, latest, itemEvents, today, intervals);
    result.set(item.id, {
      ...fitness,
      lastInspectedOn: latest?.day ?? null,
      closedReason: fitness.state === 'closed' ? (item.closedReason as ClosedReason | null) : null,
    });
  }
  return result;
}

/**
 * Every item of a company with its state now, and today in the company's zone; the equipment
 * list and the worker's form read it. The items and the zone are read side by side.
 */
export async function companyFitness(db: Db, companyId: number, now = new Date()) {
  const [items, day] = await Promise.all([
    repo.itemsWithLatest(db, { companyId }),
    companyDay(db, companyId, now),
  ]);
  const fitness = await fitnessOfItems(db, companyId, items, now, day);
  return { items, fitness, today: day.today };
}
