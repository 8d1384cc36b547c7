import { z } from 'zod';
import { isoDay } from './audit-log.schemas';

/** The reads of workers' personal data that leave a row in the access log. */
export const ACCESS_KINDS = [
  'entry_details',
  'entry_file',
  'history',
  'history_export',
  'roll_call',
  'roll_call_export',
  'worker_export',
  'certificates',
] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

export const ACCESS_LOG_PAGE_SIZE = 50;

/** GET /api/access-log filters: who read, what kind of data, and the company's days. */
export const AccessLogQuerySchema = z
  .object({
    userId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    kind: z.enum(ACCESS_KINDS).optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    message: 'validation.dateRange',
    path: ['to'],
  });

export const AccessLogEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(ACCESS_KINDS),
  subject: z.string(),
  address: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});

export const AccessLogPageSchema = z.object({
  items: z.array(AccessLogEntrySchema),
  hasMore: z.boolean(),
});
export type AccessLogPage = z.infer<typeof AccessLogPageSchema>;
