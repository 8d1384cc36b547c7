import { z } from 'zod';
import { REQUEST_STATUSES } from '../entry-request/lifecycle';
import { LANGUAGES } from '../i18n/languages';
import { FIELD_TYPES } from './field-types';
import { EquipmentAlertSchema } from './inspection.schemas';

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.dayFormat')
  // A real calendar day: 2024-02-30 would otherwise reach PostgreSQL and fail there.
  .refine((v) => {
    const time = Date.parse(`${v}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(v);
  }, 'validation.dayFormat');

/** The worker as staff lists show him: copied columns, no JSON digging. */
export const StaffWorkerSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  company: z.string(),
});

/** One request in a staff list: queue, history, the shell's scaffolding badge. */
export const EntryRequestSummarySchema = z.object({
  id: z.string(),
  requestNumber: z.number().int(),
  status: z.enum(REQUEST_STATUSES),
  rejectionReason: z.string().nullable(),
  siteId: z.number().int(),
  siteName: z.string(),
  worker: StaffWorkerSchema,
  workStartDate: z.string().nullable(),
  scaffoldingNumber: z.string().nullable(),
  platformNumber: z.string().nullable(),
  exitTime: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedByName: z.string().nullable(),
  /** The selfie's file for a thumbnail (GET /api/files/{id}?thumb=1), when there is one. */
  selfieFileId: z.string().nullable(),
  /** When the worker's images and personal fields were erased (retention or his request). */
  personalDataErasedAt: z.string().nullable(),
});
export type EntryRequestSummary = z.infer<typeof EntryRequestSummarySchema>;

const historyFilterShape = {
  siteId: z.coerce.number().int().positive().optional(),
  status: z.enum(REQUEST_STATUSES).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  q: z.string().trim().max(100).optional(),
};

const isOrderedRange = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
const rangeIssue = { message: 'validation.dateRange', path: ['to'] };

/** GET /api/entry-requests filters; dates are the company's days. */
export const HistoryFiltersSchema = z.object(historyFilterShape).refine(isOrderedRange, rangeIssue);
export type HistoryFilters = z.infer<typeof HistoryFiltersSchema>;

export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_MAX_PAGE_SIZE = 100;

/**
 * Where the previous page stopped (its `nextCursor`): the last row's created_at as the database
 * prints it, its number and its id. With it the page is read from there on, not counted to.
 */
export const HistoryCursorSchema = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?\|\d{1,9}\|[\w-]{1,64}$/,
    'validation.pageCursor',
  )
  .transform((value) => {
    const [at, requestNumber, id] = value.split('|') as [string, string, string];
    return { at, requestNumber: Number(requestNumber), id };
  });

export function historyCursorText(cursor: { at: string; requestNumber: number; id: string }) {
  return `${cursor.at}|${cursor.requestNumber}|${cursor.id}`;
}

/** An exact count stops here: the history shows "more than" past it. */
export const HISTORY_COUNT_CAP = 10_000;

export const HistoryQuerySchema = z
  .object({
    ...historyFilterShape,
    cursor: HistoryCursorSchema.optional(),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(HISTORY_MAX_PAGE_SIZE).default(HISTORY_PAGE_SIZE),
  })
  .refine(isOrderedRange, rangeIssue);
export type HistoryQuery = z.infer<typeof HistoryQuerySchema>;

/** The CSV export takes the same filters, plus the language of its headings. */
export const HistoryExportQuerySchema = z
  .object({ ...historyFilterShape, lang: z.enum(LANGUAGES).optional() })
  .refine(isOrderedRange, rangeIssue);

export const HistoryPageSchema = z.object({
  items: z.array(EntryRequestSummarySchema),
  /** Matches counted up to HISTORY_COUNT_CAP; `totalIsCapped` says there are more. */
  total: z.number().int(),
  totalIsCapped: z.boolean(),
  /** The `cursor` of the page after this one; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type HistoryPage = z.infer<typeof HistoryPageSchema>;

/** The most requests the queue and today's approved list hold; a longer list is a history search. */
export const STAFF_LIST_LIMIT = 500;

/**
 * GET /api/sites/{siteId}/entry-requests/pending and /api/entry-requests/pending: oldest first,
 * up to STAFF_LIST_LIMIT.
 */
export const PendingListSchema = z.object({ requests: z.array(EntryRequestSummarySchema) });
export type PendingList = z.infer<typeof PendingListSchema>;

/**
 * GET /api/entry-requests/counts: the manager menu's badges, counted by the database (open
 * requests; approved scaffold or platform work starting today with no exit).
 */
export const BadgeCountsSchema = z.object({
  pending: z.number().int(),
  scaffolding: z.number().int(),
});
export type BadgeCounts = z.infer<typeof BadgeCountsSchema>;

/** GET /api/entry-requests/approved: the shell counts its badge from it. */
export const ApprovedListSchema = z.array(EntryRequestSummarySchema);

export const AnswerValueSchema = z.union([z.string(), z.boolean(), z.number(), z.null()]);

/** One field of the stored form version with what the worker answered. */
export const EntryAnswerSchema = z.object({
  fieldId: z.string(),
  /** A stored answer of a field the version lacks is a text, or a file when it has pictures. */
  type: z.enum(FIELD_TYPES),
  label: z.string(),
  value: AnswerValueSchema,
  /** Uploaded images of a file, camera or signature field. */
  fileIds: z.array(z.string()),
});
export type EntryAnswer = z.infer<typeof EntryAnswerSchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  reason: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** GET /api/entry-requests/{id}/details: everything staff see when opening one request. */
export const EntryRequestDetailsSchema = EntryRequestSummarySchema.extend({
  language: z.string(),
  companyName: z.string(),
  siteLocation: z.string(),
  formVersion: z.number().int(),
  decidedBy: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  answers: z.array(EntryAnswerSchema),
  audit: z.array(AuditEntrySchema),
  /** The named scaffolds and platforms that were not fit for use when the worker sent it. */
  equipmentAlerts: z.array(EquipmentAlertSchema),
});
export type EntryRequestDetails = z.infer<typeof EntryRequestDetailsSchema>;
