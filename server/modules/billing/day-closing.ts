import { addDays, isoDayIn } from '@shared/time/calendar-day';
import type { Db } from '../../db/client';
import * as repo from './billing.repository';

/** How far back a first run or a long outage catches up; older days are left to corrections. */
export const MAX_CATCH_UP_DAYS = 400;
/** Every instance runs the job this often; only the first to reach a day closes it. */
export const DAY_CLOSING_EVERY_MS = 10 * 60 * 1000;

const daysInMonth = (day: string) => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
};

/**
 * The day's share of a monthly amount: the month's days split it so that their shares add up
 * to the amount exactly, whatever the rounding of each.
 */
export function dailyShare(monthly: number, day: string): number {
  const n = daysInMonth(day);
  const d = Number(day.slice(8, 10));
  return Math.floor((monthly * d) / n) - Math.floor((monthly * (d - 1)) / n);
}

const vatOf = (amount: number, vatBp: number) => Math.round((amount * vatBp) / 10_000);

/**
 * Closes one company's day: claims the (company, day) row and writes the day's ledger lines in
 * the same transaction. Closing a closed day, on this instance or another, does nothing: the
 * primary key lets one transaction claim it, the other waits for it and finds the row taken.
 */
export async function closeDay(
  db: Db,
  company: { id: number; timezone: string },
  day: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await repo.lockCompanyBilling(tx, company.id);
    if (!(await repo.claimDay(tx, company.id, day))) return false;
    const plan = await repo.planOn(tx, company.id, day);
    if (!plan) return true;
    const activity = await repo.dayActivity(tx, company.id, company.timezone, day);
    const line = (kind: 'base' | 'site_days' | 'entries', quantity: number, unit: number) => {
      const amount = kind === 'base' ? dailyShare(unit, day) : quantity * unit;
      return {
        companyId: company.id,
        day,
        kind,
        quantity,
        unitAgorot: unit,
        amountAgorot: amount,
        vatAgorot: vatOf(amount, plan.vatBp),
      };
    };
    await repo.insertLines(tx, [
      line('base', 1, plan.monthlyBaseAgorot),
      line('site_days', activity.siteDays, plan.siteDayAgorot),
      line('entries', activity.entries, plan.entryAgorot),
    ]);
    return true;
  });
}

/**
 * Closes every billed company's days up to yesterday in its own time zone, catching up the
 * days a stopped server missed. Returns how many days this call closed.
 */
export async function closeDueDays(db: Db, now = new Date()): Promise<number> {
  let closed = 0;
  for (const company of await repo.billedCompanies(db)) {
    const firstPlan = await repo.firstPlanDay(db, company.id);
    if (!firstPlan) continue;
    const yesterday = addDays(isoDayIn(now, company.timezone), -1);
    const earliest = addDays(yesterday, -(MAX_CATCH_UP_DAYS - 1));
    const from = firstPlan > earliest ? firstPlan : earliest;
    if (from > yesterday) continue;
    for (const day of await repo.openDays(db, company.id, from, yesterday)) {
      if (await closeDay(db, company, day)) closed += 1;
    }
  }
  return closed;
}

/**
 * Runs the closing now and then every DAY_CLOSING_EVERY_MS in this process. Several instances
 * may each run it: the database decides who closes a day. Returns the stop function.
 */
export function startDayClosing(
  db: Db,
  log: { error: (obj: object, msg: string) => void },
): () => void {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running
      .then(() => closeDueDays(db))
      .catch((err: unknown) => log.error({ err }, 'closing billing days failed'));
  };
  run();
  const timer = setInterval(run, DAY_CLOSING_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
