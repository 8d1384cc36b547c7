import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { isoDaySchema, requiredText } from './manage-common.schemas';

/**
 * Billing: a plan per company (a monthly base, a price per active site-day and per approved
 * entry, VAT), a ledger of daily lines closed once per day, corrections as new lines. Prices
 * travel in shekels with at most two decimals and are kept in agorot.
 */

/** Upper bounds that catch a typo (an extra zero or three) before it reaches an invoice. */
export const PRICE_LIMITS = { monthlyBase: 100_000, siteDayPrice: 5_000, entryPrice: 500 } as const;

const hasAgorot = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

const price = (max: number) =>
  z
    .number({ message: 'validation.price' })
    .min(0, 'validation.priceNegative')
    .max(max, 'validation.priceTooHigh')
    .refine(hasAgorot, 'validation.priceAgorot');

export const BillingPlanBodySchema = z.object({
  /** The first day the plan counts; it may not fall in a day already closed. */
  effectiveFrom: isoDaySchema,
  monthlyBase: price(PRICE_LIMITS.monthlyBase),
  siteDayPrice: price(PRICE_LIMITS.siteDayPrice),
  entryPrice: price(PRICE_LIMITS.entryPrice),
  vatPercent: z
    .number({ message: 'validation.vatPercent' })
    .min(0, 'validation.vatPercent')
    .max(100, 'validation.vatPercent')
    .refine(hasAgorot, 'validation.vatPercent'),
});
export type BillingPlanBody = z.infer<typeof BillingPlanBodySchema>;

export const BillingPlanSchema = BillingPlanBodySchema.extend({
  id: z.number().int(),
  createdAt: z.string(),
});
export type BillingPlan = z.infer<typeof BillingPlanSchema>;

export const BillingPlanListSchema = z.object({ plans: z.array(BillingPlanSchema) });

/** A company on the daily-billing screen: its plan now and this month so far. */
export const BillingCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isActive: z.boolean(),
  plan: BillingPlanSchema.nullable(),
  lastClosedDay: z.string().nullable(),
  monthNetAgorot: z.number().int(),
  monthVatAgorot: z.number().int(),
});
export type BillingCompany = z.infer<typeof BillingCompanySchema>;

export const BillingCompanyListSchema = z.object({
  month: z.string(),
  companies: z.array(BillingCompanySchema),
});
export type BillingCompanyList = z.infer<typeof BillingCompanyListSchema>;

export const LEDGER_LINE_KINDS = ['base', 'site_days', 'entries', 'correction'] as const;

export const LedgerLineSchema = z.object({
  id: z.number().int(),
  day: z.string(),
  kind: z.enum(LEDGER_LINE_KINDS),
  quantity: z.number().int(),
  unitAgorot: z.number().int(),
  amountAgorot: z.number().int(),
  vatAgorot: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
});
export type LedgerLine = z.infer<typeof LedgerLineSchema>;

export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.month');

export const BillingMonthQuerySchema = z.object({ month: monthSchema.optional() });
export const BillingMonthExportQuerySchema = BillingMonthQuerySchema.extend({
  lang: z.enum(LANGUAGES).optional(),
});

/** One company's month: every ledger line and the totals an invoice needs. */
export const BillingMonthSchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  month: z.string(),
  lines: z.array(LedgerLineSchema),
  closedDays: z.number().int(),
  totals: z.object({
    netAgorot: z.number().int(),
    vatAgorot: z.number().int(),
    grossAgorot: z.number().int(),
  }),
});
export type BillingMonth = z.infer<typeof BillingMonthSchema>;

/** A correction: a new line on a closed day, with its reason; the amount may be negative. */
export const BillingCorrectionBodySchema = z.object({
  day: isoDaySchema,
  amount: z
    .number({ message: 'validation.price' })
    .min(-PRICE_LIMITS.monthlyBase, 'validation.priceTooHigh')
    .max(PRICE_LIMITS.monthlyBase, 'validation.priceTooHigh')
    .refine((v) => v !== 0, 'validation.correctionZero')
    .refine(hasAgorot, 'validation.priceAgorot'),
  reason: requiredText(500),
});
export type BillingCorrectionBody = z.infer<typeof BillingCorrectionBodySchema>;

export const DayClosingResultSchema = z.object({ closedDays: z.number().int() });

/** Shekels to agorot and back, without the float's 0.1 + 0.2. */
export const toAgorot = (shekels: number) => Math.round(shekels * 100);
export const toShekels = (agorot: number) => agorot / 100;
