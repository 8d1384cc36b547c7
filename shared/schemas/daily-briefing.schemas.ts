import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { isMediaLink } from '../validation/media-link';
import { isoDaySchema } from './manage-common.schemas';
import { LanguageQuerySchema } from './texts-in-language.schemas';

/** A briefing is read as text, or opened as a video or a document by its address. */
export const BRIEFING_KINDS = ['text', 'video', 'document'] as const;
export type BriefingKind = (typeof BRIEFING_KINDS)[number];

const BRIEFING_TEXT_MAX = 4000;

const contentSchema = z.partialRecord(
  z.enum(LANGUAGES),
  z.string().trim().max(BRIEFING_TEXT_MAX, 'validation.textTooLong'),
);

/**
 * PUT /api/sites/{siteId}/briefing: the kind and its content per language (Hebrew required, as
 * every site text); a video or a document is a link a worker may open in every language given.
 */
export const BriefingBodySchema = z
  .object({ kind: z.enum(BRIEFING_KINDS), content: contentSchema })
  .superRefine((body, ctx) => {
    if (!body.content.he) {
      ctx.addIssue({
        code: 'custom',
        path: ['content', 'he'],
        message: 'validation.valueRequired',
      });
    }
    if (body.kind === 'text') return;
    for (const [language, value] of Object.entries(body.content)) {
      if (value && !isMediaLink(value)) {
        ctx.addIssue({ code: 'custom', path: ['content', language], message: 'validation.link' });
      }
    }
  });
export type BriefingBody = z.infer<typeof BriefingBodySchema>;

/** What the manager's screen edits; `briefing` is null for a site without one. */
export const SiteBriefingSchema = z.object({ briefing: BriefingBodySchema.nullable() });
export type SiteBriefing = z.infer<typeof SiteBriefingSchema>;

/** GET /api/briefing?entryRequestId=&lang=: the worker's briefing for his request's site today. */
export const WorkerBriefingQuerySchema = LanguageQuerySchema.extend({
  entryRequestId: z.string().min(1).max(64),
});

export const WorkerBriefingSchema = z.discriminatedUnion('hasBriefing', [
  z.object({ hasBriefing: z.literal(false) }),
  z.object({
    hasBriefing: z.literal(true),
    kind: z.enum(BRIEFING_KINDS),
    /** In the worker's language, else Hebrew. */
    content: z.string(),
    /** Today in the company's calendar: the day a confirmation is for. */
    day: z.string(),
    /** He already confirmed it today, with this request or an earlier one. */
    isConfirmed: z.boolean(),
  }),
]);
export type WorkerBriefing = z.infer<typeof WorkerBriefingSchema>;

export const BriefingConfirmBodySchema = z.object({
  entryRequestId: z.string().min(1).max(64),
  day: isoDaySchema,
});
export type BriefingConfirmBody = z.infer<typeof BriefingConfirmBodySchema>;

export const BriefingConfirmationSchema = z.object({
  workerName: z.string(),
  phone: z.string(),
  confirmedAt: z.string(),
});

/** Who confirmed the site's briefing today, latest first. */
export const BriefingConfirmationsSchema = z.object({
  day: z.string(),
  confirmations: z.array(BriefingConfirmationSchema),
});
export type BriefingConfirmations = z.infer<typeof BriefingConfirmationsSchema>;
