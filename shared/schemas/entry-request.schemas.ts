import { z } from 'zod';
import {
  DECISION_STATUSES,
  needsReason,
  REJECTION_REASON_MAX,
  REQUEST_STATUSES,
} from '../entry-request/lifecycle';
import { LocalizedTextSchema } from './localized-text.schemas';

/** POST /api/entry-requests answer (the form reads success, requestId or id, message). */
export const SubmitEntryResponseSchema = z.object({
  success: z.literal(true),
  requestId: z.string(),
  id: z.string(),
  requestNumber: z.number().int(),
  message: z.string(),
});
export type SubmitEntryResponse = z.infer<typeof SubmitEntryResponseSchema>;

/**
 * GET /api/entry-requests/{id}: what the waiting page shows. Open to whoever holds the
 * unguessable id, so it carries no answers and no images.
 */
export const EntryRequestStatusSchema = z.object({
  id: z.string(),
  requestNumber: z.number().int(),
  status: z.enum(REQUEST_STATUSES),
  rejectionReason: z.string().nullable(),
  language: z.string(),
  siteId: z.number().int(),
  workStartDate: z.string().nullable(),
  scaffoldingNumber: z.string().nullable(),
  platformNumber: z.string().nullable(),
  exitTime: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  worker: z.object({ firstName: z.string(), lastName: z.string(), phone: z.string() }),
  company: z.object({ name: z.string() }),
  /**
   * name and location in the caller's language (`?lang=` or Accept-Language, Hebrew by default,
   * else English, else Hebrew); translations hold each per language, Hebrew included.
   */
  site: z.object({
    id: z.number().int(),
    name: z.string(),
    location: z.string(),
    translations: z.object({ name: LocalizedTextSchema, location: LocalizedTextSchema }),
  }),
  /** A nested copy some pages read status and reason from. */
  entryRequest: z.object({
    status: z.enum(REQUEST_STATUSES),
    rejectionReason: z.string().nullable(),
  }),
});
export type EntryRequestStatus = z.infer<typeof EntryRequestStatusSchema>;

/** POST /api/entry-requests/{id}/status. */
export const StatusChangeBodySchema = z
  .object({
    status: z.enum(DECISION_STATUSES),
    rejectionReason: z.string().trim().max(REJECTION_REASON_MAX).optional(),
  })
  .refine((b) => !needsReason(b.status) || (b.rejectionReason ?? '').length > 0, {
    message: 'validation.rejectionReasonRequired',
    path: ['rejectionReason'],
  });
export type StatusChangeBody = z.infer<typeof StatusChangeBodySchema>;
