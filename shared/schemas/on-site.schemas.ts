import { z } from 'zod';
import { StaffWorkerSchema } from './entry-review.schemas';
import { FITNESS_STATES } from '../inspections/inspection-rules';

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
  /** The items those numbers find and their inspection state now, which says if he may use them. */
  equipment: z.array(
    z.object({
      kind: z.enum(['scaffold', 'platform']),
      number: z.string(),
      state: z.enum(FITNESS_STATES),
    }),
  ),
  selfieFileId: z.string().nullable(),
});
export type OnSitePerson = z.infer<typeof OnSitePersonSchema>;

/** People per page of GET /api/on-site: the first screen comes at once, however busy the day. */
export const ON_SITE_PAGE_SIZE = 100;

/** Where a page of the on-site list stopped: the order's keys of its last person. */
export interface OnSiteCursor {
  lastName: string;
  firstName: string;
  requestNumber: number;
  id: string;
}

// Bounded as the columns are, so a forged cursor is refused here and never fails in the database.
const cursorText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !value.includes('\u0000'));
const OnSiteCursorKeysSchema = z.tuple([
  cursorText(1000),
  cursorText(1000),
  z.number().int().min(0).max(2_147_483_647),
  cursorText(64),
]);

function toBase64Url(text: string): string {
  const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte));
  return btoa(binary.join('')).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): string {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The `nextCursor` the server hands out: names hold any character, so they travel encoded. */
export function onSiteCursorText(cursor: OnSiteCursor): string {
  return toBase64Url(
    JSON.stringify([cursor.lastName, cursor.firstName, cursor.requestNumber, cursor.id]),
  );
}

function onSiteCursorOf(value: string): OnSiteCursor | null {
  try {
    const keys = OnSiteCursorKeysSchema.parse(JSON.parse(fromBase64Url(value)));
    return { lastName: keys[0], firstName: keys[1], requestNumber: keys[2], id: keys[3] };
  } catch {
    return null;
  }
}

/** A `nextCursor` sent back; anything else is refused as a stale page link. */
export const OnSiteCursorSchema = z
  .string()
  .regex(/^[\w-]{1,2000}$/, 'validation.pageCursor')
  .refine((value) => onSiteCursorOf(value) !== null, 'validation.pageCursor')
  .transform((value) => onSiteCursorOf(value)!);

export const OnSiteQuerySchema = z.object({
  siteId: z.coerce.number().int().positive().optional(),
  cursor: OnSiteCursorSchema.optional(),
});
export type OnSiteQuery = z.infer<typeof OnSiteQuerySchema>;

/**
 * GET /api/on-site?siteId&cursor: the live headcount and one page of the people, by name.
 * `count` is everyone on site; the next page is asked for with `nextCursor`.
 */
export const OnSiteResponseSchema = z.object({
  count: z.number().int(),
  people: z.array(OnSitePersonSchema),
  /** The `cursor` of the page after this one; null on the last page. */
  nextCursor: z.string().nullable(),
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
