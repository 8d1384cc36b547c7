import { z } from 'zod';

export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.dayFormat')
  .refine((v) => {
    const time = Date.parse(`${v}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(v);
  }, 'validation.dayFormat');

export const AUDIT_LOG_PAGE_SIZE = 50;

/** GET /api/audit-log filters: the action's start (e.g. `entry_request`), and the company's days. */
export const AuditLogQuerySchema = z
  .object({
    action: z.string().trim().max(100).optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    message: 'validation.dateRange',
    path: ['to'],
  });

export const AuditLogEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  reason: z.string().nullable(),
  actorName: z.string().nullable(),
  /**
   * The name of what the row concerns, as the server finds it now: a request's number and
   * worker, a site, a user, a scaffold's number; null for another kind or an object gone.
   */
  subject: z.string().nullable(),
  createdAt: z.string(),
});

export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;

export const AuditLogPageSchema = z.object({
  items: z.array(AuditLogEntrySchema),
  hasMore: z.boolean(),
});
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;
