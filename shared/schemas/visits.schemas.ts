import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { isoDaySchema } from './manage-common.schemas';

/**
 * The worker's way in, in order: he reaches a site's entry (its QR code or a link), chooses a
 * language, the form opens, he submits it, a manager approves. The browser reports all but the
 * last, which the server counts when the decision is made.
 */
export const FUNNEL_STEPS = ['arrive', 'language', 'form', 'submit', 'approve'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** A public page seen. */
export const PAGE_VIEW = 'view';
export type VisitStep = FunnelStep | typeof PAGE_VIEW;

/** What a browser may report: every step but the approval. */
const BEACON_STEPS = [PAGE_VIEW, 'arrive', 'language', 'form', 'submit'] as const;

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;

/** The most events one beacon carries; a page sends a handful. */
export const BEACON_MAX_EVENTS = 20;

/**
 * One event of a beacon. Lengths are bounded here; whether the path, site and language exist is
 * checked by the server, which drops an event naming none it knows.
 */
const BeaconEventSchema = z.object({
  step: z.enum(BEACON_STEPS),
  path: z.string().max(300).optional(),
  /** The site's code, or its number in the address. */
  site: z.string().max(40).optional(),
  referrer: z.string().max(2000).optional(),
  language: z.string().max(10).optional(),
});
export type BeaconEvent = z.infer<typeof BeaconEventSchema>;

/** POST /api/visits. */
export const BeaconBodySchema = z.object({
  events: z.array(BeaconEventSchema).min(1).max(BEACON_MAX_EVENTS),
});

/** The longest range the screen reads at once. */
export const VISITS_MAX_DAYS = 366;

const rangeShape = { from: isoDaySchema, to: isoDaySchema };
const isOrderedAndShort = (q: { from: string; to: string }) =>
  q.from <= q.to && Date.parse(q.to) - Date.parse(q.from) < VISITS_MAX_DAYS * 86_400_000;
const rangeIssue = { message: 'validation.dateRange', path: ['to'] };

/** GET /api/visits/report: a range of the platform's days, both ends included. */
export const VisitsQuerySchema = z.object(rangeShape).refine(isOrderedAndShort, rangeIssue);

/** GET /api/visits/export.csv: the same range, headings in `lang`. */
export const VisitsExportQuerySchema = z
  .object({ ...rangeShape, lang: z.enum(LANGUAGES).optional() })
  .refine(isOrderedAndShort, rangeIssue);
export type VisitsQuery = z.infer<typeof VisitsQuerySchema>;

const countsShape = { views: z.number().int(), visitors: z.number().int() };

const RankedSchema = z.object({ key: z.string(), ...countsShape });

export const VisitsReportSchema = z.object({
  /** Every day of the range, with zeros where nothing was counted. */
  days: z.array(z.object({ day: z.string(), ...countsShape })),
  funnel: z.array(z.object({ step: z.enum(FUNNEL_STEPS), ...countsShape })),
  paths: z.array(RankedSchema),
  referrers: z.array(RankedSchema),
  languages: z.array(RankedSchema),
  devices: z.array(RankedSchema),
  /** The sites of the worker's funnel, by name, most arrivals first. */
  sites: z.array(RankedSchema),
});
export type VisitsReport = z.infer<typeof VisitsReportSchema>;
