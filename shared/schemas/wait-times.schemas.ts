import { z } from 'zod';

/** Waiting times, submission to decision, over a period: how many and how long, in seconds. */
const WaitFiguresSchema = z.object({
  decided: z.number().int(),
  medianSeconds: z.number().nullable(),
  p90Seconds: z.number().nullable(),
});

/** GET /api/wait-times: per site of the caller's scope, how long the gate waits. */
export const WaitTimesSchema = z.object({
  sites: z.array(
    z.object({
      siteId: z.number().int(),
      siteName: z.string(),
      today: WaitFiguresSchema,
      last30Days: WaitFiguresSchema,
      /** Decisions of the 30 days by where they were made. */
      channels: z.object({ queue: z.number().int(), push: z.number().int() }),
    }),
  ),
  /** Requests still waiting, the longest first. */
  waiting: z.array(
    z.object({
      entryId: z.string(),
      requestNumber: z.number().int(),
      siteId: z.number().int(),
      workerName: z.string(),
      waitingSeconds: z.number(),
    }),
  ),
});
export type WaitTimes = z.infer<typeof WaitTimesSchema>;

/**
 * GET /api/admin/companies/{id}/wait-times: the platform's view of one company, its sites'
 * figures only; who is waiting, by name, stays with the company's own staff.
 */
export const CompanyWaitTimesSchema = WaitTimesSchema.pick({ sites: true });
export type CompanyWaitTimes = z.infer<typeof CompanyWaitTimesSchema>;
