import { z } from 'zod';
import { REQUEST_STATUSES } from '../entry-request/lifecycle';

export const DASHBOARD_DAYS = 14;
export const DASHBOARD_ACTIVITY_ITEMS = 10;

export const DashboardQuerySchema = z.object({
  siteId: z.coerce.number().int().positive().optional(),
});

/** One line of the latest activity: a submission, a decision or an exit. */
export const ActivityItemSchema = z.object({
  kind: z.enum(['submitted', 'status_changed', 'exited']),
  at: z.string(),
  entryRequestId: z.string(),
  requestNumber: z.number().int(),
  workerName: z.string(),
  siteName: z.string(),
  status: z.enum(REQUEST_STATUSES).nullable(),
  actorName: z.string().nullable(),
  reason: z.string().nullable(),
});
export type ActivityItem = z.infer<typeof ActivityItemSchema>;

/** GET /api/dashboard?siteId: today's figures, the latest activity and 14 days of entries. */
export const DashboardSchema = z.object({
  today: z.object({
    /** Waiting for a decision now (pending or safety manager coming). */
    pending: z.number().int(),
    approved: z.number().int(),
    onSite: z.number().int(),
    rejected: z.number().int(),
  }),
  activity: z.array(ActivityItemSchema),
  /** Requests submitted per company day, oldest first, DASHBOARD_DAYS days ending today. */
  perDay: z.array(z.object({ date: z.string(), count: z.number().int() })),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
