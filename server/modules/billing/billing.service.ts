import type { Language } from '@shared/i18n/languages';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import {
  toAgorot,
  toShekels,
  type BillingCompanyList,
  type BillingCorrectionBody,
  type BillingMonth,
  type BillingPlan,
  type BillingPlanBody,
} from '@shared/schemas/billing.schemas';
import { isoDayIn, PLATFORM_TIME_ZONE, platformDay } from '@shared/time/calendar-day';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { catalogText } from '../../lib/catalog';
import { attachmentDisposition, toCsv } from '../../lib/csv';
import * as repo from './billing.repository';

export function toPlan(row: repo.PlanRow): BillingPlan {
  return {
    id: row.id,
    effectiveFrom: row.effectiveFrom,
    monthlyBase: toShekels(row.monthlyBaseAgorot),
    siteDayPrice: toShekels(row.siteDayAgorot),
    entryPrice: toShekels(row.entryAgorot),
    vatPercent: row.vatBp / 100,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The first day of a YYYY-MM month and the first day of the next one. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, m, 1)).toISOString().slice(0, 10);
  return { from: `${month}-01`, to: next };
}

export const currentMonth = (now = new Date(), zone = PLATFORM_TIME_ZONE) =>
  isoDayIn(now, zone).slice(0, 7);

export async function listBillingCompanies(db: Db, now = new Date()): Promise<BillingCompanyList> {
  const month = currentMonth(now);
  const { from, to } = monthRange(month);
  const [companies, totals, closed] = await Promise.all([
    repo.listCompaniesWithPlans(db),
    repo.totalsBetween(db, from, to),
    repo.lastClosedDays(db),
  ]);
  const today = platformDay(now);
  const result = [];
  for (const company of companies) {
    const plan = await repo.planOn(db, company.id, today);
    const total = totals.find((t) => t.companyId === company.id);
    result.push({
      id: company.id,
      name: company.name,
      isActive: company.status === 'active',
      plan: plan ? toPlan(plan) : null,
      lastClosedDay: closed.find((c) => c.companyId === company.id)?.day ?? null,
      monthNetAgorot: total?.netAgorot ?? 0,
      monthVatAgorot: total?.vatAgorot ?? 0,
    });
  }
  return { month, companies: result };
}

async function companyOr404(db: Db, id: number) {
  const company = await repo.findCompany(db, id);
  if (!company) throw new AppError(404, 'NOT_FOUND');
  return company;
}

export async function listPlans(db: Db, companyId: number) {
  await companyOr404(db, companyId);
  return { plans: (await repo.listPlans(db, companyId)).map(toPlan) };
}

/**
 * A plan from a day on. A closed day's ledger is final, so a plan may start only after the
 * company's last closed day; anything earlier is a correction.
 */
export async function setPlan(
  db: Db,
  actor: SessionUser,
  companyId: number,
  body: BillingPlanBody,
): Promise<BillingPlan> {
  await companyOr404(db, companyId);
  const plan = await db.transaction(async (tx) => {
    await repo.lockCompanyBilling(tx, companyId);
    const last = await repo.lastClosedDay(tx, companyId);
    if (last !== null && body.effectiveFrom <= last) {
      throw new AppError(409, 'BILLING_DAY_CLOSED');
    }
    const row = await repo.upsertPlan(tx, {
      companyId,
      effectiveFrom: body.effectiveFrom,
      monthlyBaseAgorot: toAgorot(body.monthlyBase),
      siteDayAgorot: toAgorot(body.siteDayPrice),
      entryAgorot: toAgorot(body.entryPrice),
      vatBp: toAgorot(body.vatPercent),
      createdBy: actor.id,
    });
    await writeAudit(tx, {
      companyId,
      actorUserId: actor.id,
      action: 'billing_plan.set',
      entityType: 'billing_plan',
      entityId: row.id,
      details: { ...body },
    });
    return row;
  });
  return toPlan(plan);
}

export async function billingMonth(
  db: Db,
  companyId: number,
  month: string | undefined,
  now = new Date(),
): Promise<BillingMonth> {
  const company = await companyOr404(db, companyId);
  const chosen = month ?? currentMonth(now, company.timezone);
  const { from, to } = monthRange(chosen);
  const [rows, closedDays] = await Promise.all([
    repo.ledgerBetween(db, companyId, from, to),
    repo.closedDaysBetween(db, companyId, from, to),
  ]);
  const lines = rows.map((row) => ({
    id: row.id,
    day: row.day,
    kind: row.kind,
    quantity: row.quantity,
    unitAgorot: row.unitAgorot,
    amountAgorot: row.amountAgorot,
    vatAgorot: row.vatAgorot,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  }));
  const netAgorot = lines.reduce((sum, l) => sum + l.amountAgorot, 0);
  const vatAgorot = lines.reduce((sum, l) => sum + l.vatAgorot, 0);
  return {
    companyId,
    companyName: company.name,
    month: chosen,
    lines,
    closedDays,
    totals: { netAgorot, vatAgorot, grossAgorot: netAgorot + vatAgorot },
  };
}

/** A correction is a new line on a closed day; the VAT follows the plan of that day. */
export async function addCorrection(
  db: Db,
  actor: SessionUser,
  companyId: number,
  body: BillingCorrectionBody,
) {
  await companyOr404(db, companyId);
  await db.transaction(async (tx) => {
    if (!(await repo.isDayClosed(tx, companyId, body.day))) {
      throw new AppError(409, 'BILLING_DAY_OPEN');
    }
    const plan = await repo.planOn(tx, companyId, body.day);
    const amount = toAgorot(body.amount);
    await repo.insertLines(tx, [
      {
        companyId,
        day: body.day,
        kind: 'correction',
        quantity: 1,
        unitAgorot: amount,
        amountAgorot: amount,
        vatAgorot: Math.round((amount * (plan?.vatBp ?? 0)) / 10_000),
        reason: body.reason,
        createdBy: actor.id,
      },
    ]);
    await writeAudit(tx, {
      companyId,
      actorUserId: actor.id,
      action: 'billing_ledger.correct',
      entityType: 'company',
      entityId: companyId,
      reason: body.reason,
      details: { day: body.day, amount: body.amount },
    });
  });
  return billingMonth(db, companyId, body.day.slice(0, 7));
}

const shekels = (agorot: number) => (agorot / 100).toFixed(2);

/** The month as an invoice's lines: one row per ledger line, then the totals. */
export async function billingMonthCsv(
  db: Db,
  companyId: number,
  month: string | undefined,
  language: Language,
) {
  const data = await billingMonth(db, companyId, month);
  const text = (key: string) => catalogText(language, 'backoffice', key);
  const header = ['day', 'kind', 'quantity', 'unit', 'amount', 'vat', 'reason'].map((key) =>
    text(`billing.columns.${key}`),
  );
  const rows = data.lines.map((line) => [
    line.day,
    text(`billing.kinds.${line.kind}`),
    line.quantity,
    shekels(line.unitAgorot),
    shekels(line.amountAgorot),
    shekels(line.vatAgorot),
    line.reason,
  ]);
  rows.push(
    ['', text('billing.totals.net'), '', '', shekels(data.totals.netAgorot), '', ''],
    ['', text('billing.totals.vat'), '', '', shekels(data.totals.vatAgorot), '', ''],
    ['', text('billing.totals.gross'), '', '', shekels(data.totals.grossAgorot), '', ''],
  );
  return {
    csv: toCsv(header, rows),
    disposition: attachmentDisposition(`billing-${companyId}-${data.month}.csv`),
  };
}
