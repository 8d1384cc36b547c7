import { z } from 'zod';
import { StaffWorkerSchema } from './entry-review.schemas';

/** One person on site now: approved today, no exit yet (docs/lifecycle.md). */
export const OnSitePersonSchema = z.object({
  entryRequestId: z.string(),
  requestNumber: z.number().int(),
  siteId: z.number().int(),
  siteName: z.string(),
  worker: StaffWorkerSchema,
  /** When the approval let him in. */
  enteredAt: z.string(),
  scaffoldingNumber: z.string().nullable(),
  platformNumber: z.string().nullable(),
  selfieFileId: z.string().nullable(),
});
export type OnSitePerson = z.infer<typeof OnSitePersonSchema>;

export const OnSiteQuerySchema = z.object({
  siteId: z.coerce.number().int().positive().optional(),
});

/** GET /api/on-site?siteId: the live headcount, by name. */
export const OnSiteResponseSchema = z.object({
  count: z.number().int(),
  people: z.array(OnSitePersonSchema),
});
export type OnSiteResponse = z.infer<typeof OnSiteResponseSchema>;

export const StartRollCallBodySchema = z.object({ siteId: z.number().int().positive() });

export const MarkRollCallEntryBodySchema = z.object({ isSafe: z.boolean() });

export const RollCallEntrySchema = z.object({
  id: z.number().int(),
  entryRequestId: z.string(),
  requestNumber: z.number().int(),
  worker: StaffWorkerSchema,
  isSafe: z.boolean(),
  markedAt: z.string().nullable(),
  markedByName: z.string().nullable(),
});
export type RollCallEntry = z.infer<typeof RollCallEntrySchema>;

/** An evacuation roll call: the snapshot taken at its start, who is safe and who is missing. */
export const RollCallSchema = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  siteName: z.string(),
  startedAt: z.string(),
  startedByName: z.string().nullable(),
  total: z.number().int(),
  safeCount: z.number().int(),
  missingCount: z.number().int(),
  entries: z.array(RollCallEntrySchema),
});
export type RollCall = z.infer<typeof RollCallSchema>;

export const RollCallSummarySchema = RollCallSchema.omit({ entries: true });
export type RollCallSummary = z.infer<typeof RollCallSummarySchema>;

export const RollCallListQuerySchema = z.object({ siteId: z.coerce.number().int().positive() });

/** GET /api/roll-calls?siteId: the site's latest roll calls, newest first. */
export const RollCallListSchema = z.object({ rollCalls: z.array(RollCallSummarySchema) });
export type RollCallList = z.infer<typeof RollCallListSchema>;
